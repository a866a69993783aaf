import { formatCents, type InvoiceLine } from '@fathom/contract';

export interface PrintableInvoice {
  number: string;
  createdAt: Date;
  status: string;
  description: string;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  lineItems: InvoiceLine[];
}

/** One invoice as an A4 PDF (pdfkit, its built-in Helvetica): header, lines, totals. */
export async function invoicePdf(invoice: PrintableInvoice): Promise<Buffer> {
  // Loaded on first use: it is a large module most server processes never need.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Invoice ${invoice.number}`, Author: 'Fathom' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const right = doc.page.width - 56;
  doc.font('Helvetica-Bold').fontSize(20).text('Fathom', 56, 56);
  doc.font('Helvetica').fontSize(10).text(`Invoice ${invoice.number}`, 56, 56, { align: 'right' });
  doc.text(`Date ${invoice.createdAt.toISOString().slice(0, 10)}`, { align: 'right' });
  doc.text(`Status ${invoice.status}`, { align: 'right' });
  doc.moveDown(2).fontSize(12).text(invoice.description, 56);
  doc.moveDown();
  const amount = (y: number, cents: number) =>
    doc.text(formatCents(cents), right - 120, y, { width: 120, align: 'right' });
  for (const line of invoice.lineItems) {
    const y = doc.y;
    doc.fontSize(10).text(line.description, 56, y, { width: right - 56 - 130 });
    const after = doc.y;
    amount(y, line.amountCents);
    doc.y = Math.max(after, doc.y) + 4;
  }
  doc.moveTo(56, doc.y).lineTo(right, doc.y).stroke();
  doc.moveDown(0.5);
  for (const [label, cents] of [
    ['Subtotal', invoice.subtotalCents],
    ['Discount', -invoice.discountCents],
    ['Total paid', invoice.totalCents],
  ] as const) {
    const y = doc.y;
    doc.font(label === 'Total paid' ? 'Helvetica-Bold' : 'Helvetica').text(label, 56, y);
    amount(y, cents);
    doc.moveDown(0.3);
  }
  doc.end();
  return done;
}
