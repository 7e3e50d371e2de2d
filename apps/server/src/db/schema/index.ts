// Every module's tables, one file per module; drizzle-kit reads this folder.
export * from './arquivos.ts';
export * from './cargos.ts';
export * from './clientes.ts';
export * from './empresas.ts';
export * from './faturas.ts';
export * from './funcionarios.ts';
export * from './geografia.ts';
export * from './irradiacao.ts';
export * from './monitoramento.ts';
export * from './notificacoes.ts';
export * from './paineis.ts';
export * from './setores.ts';
export * from './tarefas.ts';
export * from './usuarios.ts';
