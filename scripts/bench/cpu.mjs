// Process CPU time (user + system) of a server and every process under it (the copies of `npm start` on several
// cores), read from /proc: what a page costs the machine, less sensitive than req/s to a machine other work shares.
import fs from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** The processes whose parent is `pid` (by each process's own stat: /proc/…/children is not always there). */
function children(pid) {
  const found = [];
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const fields = fs.readFileSync(`/proc/${d}/stat`, 'utf8').split(')').pop().trim().split(' ');
      if (Number(fields[1]) === pid) found.push(Number(d));
    } catch {
      /* gone */
    }
  }
  return found;
}

/** CPU milliseconds spent so far by `pid` and its descendants (null when /proc is not there). */
export function cpuMs(pid) {
  if (!fs.existsSync(`/proc/${pid}/stat`)) return null;
  let total = 0;
  const walk = (p) => {
    try {
      // Fields after the command's closing parenthesis: utime is the 12th, stime the 13th.
      const fields = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(')').pop().trim().split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    } catch {
      return;
    }
    for (const c of children(p)) walk(c);
  };
  walk(pid);
  return total;
}

/** The machine's load while measuring: the 1-minute load average and the number of cores. */
export const machineLoad = () => {
  try {
    const [one] = fs.readFileSync('/proc/loadavg', 'utf8').split(' ');
    return `load average ${one} on ${fs.readdirSync('/sys/devices/system/cpu').filter((d) => /^cpu\d+$/.test(d)).length} cores`;
  } catch {
    return 'load unknown';
  }
};
