import type { TipoServico, UnidadePreco } from '@irradia/shared/servicos/servicos.schema';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { meta, type Paginacao } from '../../platform/pagination.ts';
import { empresaDoTipo, empresasNaVitrine } from '../empresas/empresas.vitrine.ts';
import { empresasComServicos, resumoDasOfertas, servicosOferecidos } from './servicos.consultas.ts';

// The prestadores other companies may hire (decision 028): companies of tipo prestador with at
// least one active service. A prestador calling sees only itself — a preview of what others see,
// never its competitors.

export interface FiltroPrestadores extends Paginacao {
  tipo?: TipoServico;
}

export async function listarPrestadores(ctx: AppContext, empresa: EmpresaAtual, p: FiltroPrestadores) {
  let ids = await empresasComServicos(ctx, p.tipo);
  if (empresa.tipo === 'prestador') ids = ids.filter((id) => id === empresa.id);
  const pagina = await empresasNaVitrine(ctx, { ...p, tipo: 'prestador', ids });
  const resumo = await resumoDasOfertas(
    ctx,
    pagina.empresas.map((e) => e.id),
  );
  return {
    data: pagina.empresas.map(({ id, ...e }) => ({
      ...e,
      servicos: resumo.get(id)?.servicos ?? 0,
      tipos: resumo.get(id)?.tipos ?? [],
    })),
    meta: meta(pagina.total, p),
  };
}

/** A listed prestador's active services (price and duration, nothing internal); otherwise a 404. */
export async function servicosDoPrestador(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const prestador = await empresaDoTipo(ctx, uuid, 'prestador');
  if (!prestador || (empresa.tipo === 'prestador' && prestador.id !== empresa.id))
    throw new AppError('NAO_ENCONTRADO');
  const rows = await servicosOferecidos(ctx, prestador.id);
  if (rows.length === 0) throw new AppError('NAO_ENCONTRADO');
  return {
    data: rows.map((s) => ({
      uuid: s.uuid,
      tipo: s.tipo as TipoServico,
      nome: s.nome,
      descricao: s.descricao,
      preco_rs: s.precoCentavos / 100,
      unidade_preco: s.unidadePreco as UnidadePreco,
      duracao_horas: s.duracaoHoras,
    })),
  };
}
