/** Saves `blob` as a download named `fileName` (an object URL on a temporary link). */
export function downloadBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  doc.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after click() returns; give them a moment with the URL.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
