"""tuning_log.py: what bench/pyfr's analysis scripts read of pyfr_bench's
output: the candidates a --verbose log times, and a CSV's rows."""
import csv
import re

CANDIDATE = re.compile(
    r'tuning (\S+?)(?:\.mtx)?: (time|refine|in use|final) +(\S+) (.*?) '
    r'+([0-9.]+) ms')


def candidates(path, kinds=('time', 'refine', 'in use')):
    """(operator, variant, ['key=value', ...], ms) for each candidate line
    of the given kinds ('final' re-times the fastest at the end)."""
    with open(path, errors='replace') as handle:
        for line in handle:
            match = CANDIDATE.search(line)
            if match and match.group(2) in kinds:
                words = [word for word in match.group(4).split()
                         if '=' in word]
                yield (match.group(1).rsplit('/', 1)[-1], match.group(3),
                       words, float(match.group(5)))


def rows(path):
    """The rows of a pyfr_bench CSV, past its comments and any header
    repeated by concatenation."""
    with open(path, newline='') as handle:
        lines = [line for line in handle if not line.startswith('#')]
    for row in csv.DictReader(lines):
        if row.get('operator') and row['operator'] != 'operator':
            yield row
