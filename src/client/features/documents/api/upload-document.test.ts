import { expect, test } from 'vitest';
import { uploadFormData } from './upload-document';

test('the fields come before the file, and an absent documentId is not sent', async () => {
  const form = uploadFormData({ stepId: 4, documentName: 'Proof of Income' }, [
    { file: new Blob(['x'], { type: 'image/jpeg' }), fileName: 'scan.jpg' },
  ]);
  expect([...form.keys()]).toEqual(['stepId', 'documentName', 'file']);
  expect(form.get('stepId')).toBe('4');
  const file = form.get('file');
  expect(file).toBeInstanceOf(Blob);
  expect((file as File).name).toBe('scan.jpg');
});

test('a slot id is sent so the upload fills that journey item', () => {
  const id = '0b6f7a4e-2c1d-4e8f-9a3b-5c6d7e8f9a0b';
  const form = uploadFormData({ documentId: id, stepId: 1, documentName: 'Government-Issued Photo ID' }, [
    { file: new Blob(['x']), fileName: 'id.png' },
  ]);
  expect(form.get('documentId')).toBe(id);
});

test('several pages go as several file parts, in the order chosen', () => {
  const form = uploadFormData({ stepId: 3, documentName: 'Lease Agreement' }, [
    { file: new Blob(['1']), fileName: 'page-1.jpg' },
    { file: new Blob(['2']), fileName: 'page-2.jpg' },
    { file: new Blob(['3']), fileName: 'page-3.pdf' },
  ]);
  expect(form.getAll('file').map((file) => (file as File).name)).toEqual([
    'page-1.jpg',
    'page-2.jpg',
    'page-3.pdf',
  ]);
});
