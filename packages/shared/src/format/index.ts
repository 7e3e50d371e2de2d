export * from './cep.ts';
export * from './documento.ts';
export * from './endereco.ts';
export * from './grandezas.ts';
export * from './moeda.ts';
export * from './percentual.ts';
export * from './telefone.ts';
export * from './texto.ts';
