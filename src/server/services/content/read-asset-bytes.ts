import { assetBytes, type ContentAssetRow } from '../../db/repositories/content-assets-repository';
import type { UploadStore } from './upload-store';

/** An asset's bytes: from its upload file when it has one, else from the row; null when the file is gone. */
export function readAssetBytes(uploads: UploadStore, asset: ContentAssetRow): Promise<Buffer | null> {
  return asset.storage_file === null ? Promise.resolve(assetBytes(asset)) : uploads.read(asset.storage_file);
}
