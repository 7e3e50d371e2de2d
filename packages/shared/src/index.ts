export * from './constants.ts';
export * from './form-data.ts';
export * from './format/index.ts';
export * from './menu.ts';
export * from './runtime-config.ts';
export * from './zod-pt-br.ts';
