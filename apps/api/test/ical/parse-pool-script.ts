/*
 * Run by parse-pool.test.ts in a process of its own, started the way `npm start` starts the
 * server (the tsx CLI): the worker must load there too, and an idle worker must not keep the
 * process alive.
 */
import { parseFeedOffThread } from '../../src/features/ical/parse-pool';
import { endlessFeed, hostileFeed } from './hostile-feeds';

const good =
  'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTART;VALUE=DATE:20270110\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
const results = [
  await parseFeedOffThread(good, {}),
  await parseFeedOffThread(hostileFeed(), { today: '2027-01-01' }),
  await parseFeedOffThread(endlessFeed(), { today: '2027-01-01' }, { timeLimitMs: 1_000 }),
  await parseFeedOffThread(good, {}),
];
console.log(JSON.stringify(results));
