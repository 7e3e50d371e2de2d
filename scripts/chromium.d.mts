export const CHROMIUM: string;
export const ARGS_DO_CHROMIUM: string[];
