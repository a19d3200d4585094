// Memory of a process and its own children, from Linux's /proc: the resident set now (VmRSS),
// the kernel's high-water mark of it (VmHWM), and a sampler of the resident set over time.
import { readdirSync, readFileSync } from 'node:fs';

/** Resident memory in KiB of a process: now and the most it has been; and of it with its children. */
export interface Memory {
  rssKiB: number;
  hwmKiB: number;
  treeRssKiB: number;
}

function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function processIds(): number[] {
  try {
    return readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map(Number);
  } catch {
    return [];
  }
}

/** `pid` and every process below it. */
function processTree(pid: number): number[] {
  const all = processIds().map((id) => [id, parentOf(id)] as const);
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) {
    for (const [id, parent] of all) if (parent === tree[i] && !tree.includes(id)) tree.push(id);
  }
  return tree;
}

function statusKiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** Memory of `pid` (and of its descendants with it), or undefined where /proc cannot tell. */
export function memoryOf(pid: number | undefined): Memory | undefined {
  const rssKiB = pid === undefined ? 0 : statusKiB(pid, 'VmRSS');
  if (pid === undefined || rssKiB === 0) return undefined;
  const treeRssKiB = processTree(pid).reduce((kib, id) => kib + statusKiB(id, 'VmRSS'), 0);
  return { rssKiB, hwmKiB: statusKiB(pid, 'VmHWM'), treeRssKiB };
}

/**
 * Samples the memory of `pid` every `intervalMs` until stopped: the largest resident set seen
 * (of the process, and of it with its children), and how many samples saw the process.
 */
export function sampleMemory(pid: number | undefined, intervalMs = 250) {
  let peakKiB = 0;
  let treePeakKiB = 0;
  let samples = 0;
  const sample = () => {
    const memory = memoryOf(pid);
    if (!memory) return;
    samples += 1;
    peakKiB = Math.max(peakKiB, memory.rssKiB);
    treePeakKiB = Math.max(treePeakKiB, memory.treeRssKiB);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop(): { peakKiB: number; treePeakKiB: number; samples: number } {
      clearInterval(timer);
      sample();
      return { peakKiB, treePeakKiB, samples };
    },
  };
}
