import { PDFDocument } from 'pdf-lib';
import { baseURL } from './fixtures';
import { api, staffToken } from './family-fixtures';

/**
 * A family file that meets every approval gate but the written report, set through the API as weeks of casework
 * would (issue 45): every adult's checks submitted then cleared, the home assessment's items passed and the
 * assessment completed, every open required document waived with a reason, the training hours recorded with a
 * certificate. The report and the decision are what the test is about.
 */
export async function completeFileThroughApi(familyId: string): Promise<void> {
  const token = await staffToken();
  const base = `/staff/families/${familyId}`;
  const checks = await api<{
    adults: { memberId: string; checks: { typeKey: string; required?: boolean; version: number }[] }[];
  }>('GET', `${base}/background-checks`, { token });
  for (const adult of checks.adults) {
    for (const check of adult.checks) {
      const url = `${base}/background-checks/${adult.memberId}/${check.typeKey}`;
      const submitted = await api<{ version: number }>('PUT', url, {
        token,
        body: { status: 'submitted', version: check.version, note: '' },
      });
      await api('PUT', url, { token, body: { status: 'cleared', version: submitted.version, note: '' } });
    }
  }
  const assessment = await api<{ items: { key: string; version: number }[] }>(
    'GET',
    `${base}/home-assessment`,
    { token },
  );
  for (const item of assessment.items) {
    await api('PUT', `${base}/home-assessment/items/${item.key}`, {
      token,
      body: { result: 'pass', note: '', version: item.version },
    });
  }
  await api('POST', `${base}/home-assessment/complete`, { token });
  const detail = await api<{ documents: { id: string; required: boolean; status: string }[] }>('GET', base, {
    token,
  });
  for (const document of detail.documents) {
    if (!document.required || ['approved', 'completed', 'waived'].includes(document.status)) continue;
    await api('POST', `${base}/documents/${document.id}/waive`, {
      token,
      body: { reason: 'Reviewed on paper at the office (end-to-end set-up).' },
    });
  }
  const ledger = await api<{ requiredHours: number }>('GET', `${base}/training`, { token });
  const form = new FormData();
  form.set('title', 'Pre-approval training (PRIDE)');
  form.set('hours', String(ledger.requiredHours));
  form.set('completedOn', new Date().toISOString().slice(0, 10));
  form.set('file', new Blob([Buffer.from(await certificatePdf())], { type: 'application/pdf' }), 'pride.pdf');
  const response = await fetch(`${baseURL}/api${base}/training`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok)
    throw new Error(`recording the training answered ${response.status}: ${await response.text()}`);
}

async function certificatePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]).drawText('Certificate of completion: pre-approval training', { x: 54, y: 700 });
  return pdf.save();
}
