/**
 * Saves `blob` as `fileName` through a temporary object URL: for the files a plain link cannot
 * download because their call needs a header (a manage grant).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start reading the file after click() returns.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}
