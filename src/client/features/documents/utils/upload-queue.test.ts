import { expect, test } from 'vitest';
import {
  runLimited,
  sentPercent,
  summarizeUploads,
  uploadQueueReducer,
  type UploadItem,
} from './upload-queue';

const two = uploadQueueReducer([], {
  type: 'added',
  items: [
    { id: 'a', fileName: 'page-1.jpg', sizeBytes: 1000 },
    { id: 'b', fileName: 'page-2.jpg', sizeBytes: 2000 },
  ],
});

test('added files wait at 0% without an error', () => {
  expect(two).toEqual([
    { id: 'a', fileName: 'page-1.jpg', sizeBytes: 1000, status: 'queued', percent: 0, error: null },
    { id: 'b', fileName: 'page-2.jpg', sizeBytes: 2000, status: 'queued', percent: 0, error: null },
  ]);
});

test('progress moves only its own file and stops at 99% until the server answers', () => {
  let items = uploadQueueReducer(two, { type: 'progress', id: 'b', loaded: 500, total: 2000 });
  expect(items.map((item) => [item.status, item.percent])).toEqual([
    ['queued', 0],
    ['uploading', 25],
  ]);
  items = uploadQueueReducer(items, { type: 'progress', id: 'b', loaded: 2000, total: 2000 });
  expect(items[1]).toMatchObject({ status: 'uploading', percent: 99 });
  items = uploadQueueReducer(items, { type: 'succeeded', id: 'b' });
  expect(items[1]).toMatchObject({ status: 'succeeded', percent: 100 });
});

test('a failure keeps the reason and the other file goes on', () => {
  const items = uploadQueueReducer(
    uploadQueueReducer(two, { type: 'failed', id: 'a', error: 'The file is larger than 15 MB.' }),
    { type: 'succeeded', id: 'b' },
  );
  expect(items[0]).toMatchObject({ status: 'failed', error: 'The file is larger than 15 MB.' });
  expect(summarizeUploads(items)).toEqual({ total: 2, succeeded: 1, failed: 1, active: 0 });
});

test('clearing empties the list; the summary counts queued and uploading files as active', () => {
  expect(uploadQueueReducer(two, { type: 'cleared' })).toEqual([]);
  const items: UploadItem[] = uploadQueueReducer(two, { type: 'progress', id: 'a', loaded: 1, total: 10 });
  expect(summarizeUploads(items)).toEqual({ total: 2, succeeded: 0, failed: 0, active: 2 });
});

test('sent percent handles an unknown total', () => {
  expect(sentPercent(10, 0)).toBe(0);
  expect(sentPercent(1, 3)).toBe(33);
});

test('runLimited never runs more than the limit at once, runs every task and survives failures', async () => {
  let running = 0;
  let peak = 0;
  const done: number[] = [];
  const tasks = [0, 1, 2, 3, 4].map((index) => async () => {
    running += 1;
    peak = Math.max(peak, running);
    await new Promise((resolve) => setTimeout(resolve, 5 - index));
    running -= 1;
    if (index === 2) throw new Error('boom');
    done.push(index);
  });
  await runLimited(tasks, 2);
  expect(peak).toBe(2);
  expect(done.sort()).toEqual([0, 1, 3, 4]);
});
