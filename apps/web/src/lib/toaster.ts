import { createToaster } from '@chakra-ui/react';

/** The one toaster (spec §9: bottom-end, pauses while the page is idle). */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 4 });
