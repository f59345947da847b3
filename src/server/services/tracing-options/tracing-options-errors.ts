import {
  tracingOptionsErrorCodes as codes,
  tracingOptionsMessages as messages,
} from '../../../shared/admin/tracing-options-messages';
import { ApiError } from '../../http/api-error';

export const categoryNotFound = () => new ApiError(404, messages.categoryNotFound, codes.categoryNotFound);
/** A body naming a category that does not exist. */
export const unknownCategory = () => new ApiError(400, messages.categoryNotFound, codes.categoryNotFound);
export const categoryInUse = () => new ApiError(409, messages.categoryInUse, codes.categoryInUse);
export const imageNotFound = () => new ApiError(404, messages.imageNotFound, codes.imageNotFound);
export const soundtrackNotFound = () =>
  new ApiError(404, messages.soundtrackNotFound, codes.soundtrackNotFound);
export const silenceFixed = () => new ApiError(409, messages.silenceFixed, codes.silenceFixed);
export const orderStale = () => new ApiError(409, messages.orderStale, codes.orderStale);
export const sourceRequired = () => new ApiError(400, messages.sourceRequired, codes.sourceRequired);
export const sourceConflict = () => new ApiError(400, messages.sourceConflict, codes.sourceConflict);
export const kindRequired = () => new ApiError(400, messages.kindRequired, codes.kindRequired);
/** A field that only goes with a URL (an image's kind, a soundtrack's media type) sent without one. */
export const onlyWithUrl = (field: string) =>
  new ApiError(400, `${field}: Only given with url`, 'validation_failed');
