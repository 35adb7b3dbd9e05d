/**
 * Hands a file the server produced to the browser as a download. The link lives for the click
 * only; the object URL is freed a moment later (freeing it at once cancels the download in some
 * browsers).
 */
export function saveFile(content: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
