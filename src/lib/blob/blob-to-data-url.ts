/** A Blob as a data URL (e.g. a PNG thumbnail for a JSON body). */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the blob'));
    reader.readAsDataURL(blob);
  });
}
