import { createAppToaster } from './create-app-toaster';

/** The app-wide toast store: features call toaster.create / success / error. */
export const toaster = createAppToaster();
