/*
 * The disk's sync latency on its own (bench/fsync-probe/probe.ts), e.g. before a seat-save run:
 *
 *   npx tsx bench/fsync-probe/run.ts /var/lib/postgresql 30
 */
import { startFsyncProbe } from './probe';

const [directory, seconds = '30'] = process.argv.slice(2);
if (!directory) {
  console.error(
    'usage: npx tsx bench/fsync-probe/run.ts <directory on the database disk> [seconds]',
  );
  process.exit(2);
}
const probe = startFsyncProbe(directory);
setTimeout(
  () => {
    void probe.stop().then((summary) => console.log(`${seconds} s: ${summary}`));
  },
  Number(seconds) * 1000,
);
