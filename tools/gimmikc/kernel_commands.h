/*
 * kernel_commands.h: the commands that emit one kernel of the solver
 * loop's families, each from its own options (arguments.h has those all
 * take): `gimmikc dss` (gimmik/dss.h) and `gimmikc vector`
 * (gimmik/vector.h).  Each returns the exit status.
 */
#ifndef GIMMIKC_KERNEL_COMMANDS_H
#define GIMMIKC_KERNEL_COMMANDS_H

int gimmikc_dss(int argc, char **argv);
int gimmikc_vector(int argc, char **argv);

#endif
