/*
 * bp5.h: `gimmikc bp5` (bp5.c), with its own options.
 */
#ifndef GIMMIKC_BP5_H
#define GIMMIKC_BP5_H

/* The whole command, argv[1] being "bp5"; returns the exit status. */
int gimmikc_bp5(int argc, char **argv);

#endif
