/**
 * Saves `content` as a file named `fileName` through a temporary link, as a download the visitor
 * started. The object URL is revoked a while after the click, once the download has its data.
 */
export function saveFile(content: string, type: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves `data` as indented JSON. */
export function saveJson(data: unknown, fileName: string) {
  saveFile(`${JSON.stringify(data, null, 2)}\n`, 'application/json', fileName);
}
