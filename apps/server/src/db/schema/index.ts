// Every module's tables, one file per module; drizzle-kit reads this folder.
export * from './arquivos.ts';
export * from './geografia.ts';
export * from './usuarios.ts';
