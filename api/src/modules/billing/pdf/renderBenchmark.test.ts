import { renderDonationReceiptPdf, renderInvoicePdf } from './index';
import { DONATION, ORG, PAID_INVOICE } from './testFixtures';

// A figure, not a limit: how long a document takes to render the first time in a process (pdfkit parses
// the standard font metrics then) and once warm. Printed for the record; no timing is asserted, since a
// loaded 2-core machine would make any limit flaky.

const time = async (render: () => Promise<Buffer>) => {
  const started = performance.now();
  const pdf = await render();
  return { ms: performance.now() - started, bytes: pdf.length };
};

it('prints the first and warm render times of an invoice', async () => {
  const render = () => renderInvoicePdf({ org: ORG, invoice: PAID_INVOICE }, 'es');
  const first = await time(render);
  const runs = 20;
  let warm = 0;
  for (let i = 0; i < runs; i++) warm += (await time(render)).ms;
  console.info(
    `invoice PDF (${first.bytes} bytes): first render ${first.ms.toFixed(1)} ms, warm ${(warm / runs).toFixed(1)} ms (mean of ${runs})`,
  );
  expect(first.bytes).toBeGreaterThan(1000);
});

it('prints the warm render time of a donation receipt', async () => {
  const render = () => renderDonationReceiptPdf({ donation: DONATION }, 'pt');
  const runs = 20;
  let warm = 0;
  for (let i = 0; i < runs; i++) warm += (await time(render)).ms;
  console.info(`donation receipt PDF: warm ${(warm / runs).toFixed(1)} ms (mean of ${runs})`);
  expect(warm).toBeGreaterThan(0);
});
