/**
 * The week as a real PDF, made on the device with jsPDF, which loads only when asked (its own
 * chunk, never with the landing or the chat). Text stays within Latin-1: jsPDF's built-in
 * Helvetica has no other glyphs.
 */
import type { WeeklySummary } from '#data/weekly/index.ts';

export type WeeklyPdfText = {
  title: string;
  period: string;
  figures: readonly [label: string, value: string][];
  chartTitle: string;
  chartLabels: readonly string[];
  wordsTitle: string;
  words: string;
  insightsTitle: string;
  insights: readonly string[];
  stepsTitle: string;
  steps: readonly string[];
  disclosure: string;
  fileName: string;
};

export async function downloadWeeklyPdf(summary: WeeklySummary, text: WeeklyPdfText): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const left = 18;
  const width = 174;
  let y = 22;
  const line = (value: string, size = 11, bold = false) => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    const lines = doc.splitTextToSize(value, width) as string[];
    doc.text(lines, left, y);
    y += lines.length * size * 0.45 + 2;
  };

  line(text.title, 18, true);
  line(text.period, 12);
  y += 2;
  for (const [label, value] of text.figures) line(`${label} : ${value}`);
  y += 4;

  line(text.chartTitle, 13, true);
  const chartTop = y;
  const chartHeight = 40;
  const step = width / summary.history.length;
  doc.setDrawColor(200);
  doc.line(left, chartTop + chartHeight, left + width, chartTop + chartHeight);
  summary.history.forEach((week, index) => {
    const x = left + index * step + step * 0.2;
    if (week.mood !== null) {
      const height = (week.mood / 10) * chartHeight;
      doc.setFillColor(109, 40, 217);
      doc.rect(x, chartTop + chartHeight - height, step * 0.6, height, 'F');
      doc.setFontSize(7);
      doc.text(week.mood.toFixed(1), x, chartTop + chartHeight - height - 1);
    }
    doc.setFontSize(7);
    doc.text(text.chartLabels[index] ?? '', x, chartTop + chartHeight + 4);
  });
  y = chartTop + chartHeight + 10;

  line(text.wordsTitle, 13, true);
  line(text.words);
  y += 2;
  line(text.insightsTitle, 13, true);
  for (const item of text.insights) line(`- ${item}`);
  y += 2;
  line(text.stepsTitle, 13, true);
  for (const item of text.steps) line(`- ${item}`);
  y += 4;
  doc.setTextColor(90);
  line(text.disclosure, 9);
  doc.save(text.fileName);
}
