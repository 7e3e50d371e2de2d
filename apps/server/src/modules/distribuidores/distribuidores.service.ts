import type { CatalogoPublico, Distribuidor } from '@irradia/shared/catalogo/catalogos.schema';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { meta, type Paginacao } from '../../platform/pagination.ts';
import { catalogosPublicadosDe, publicadosPorEmpresa } from '../catalogos/catalogos.consultas.ts';
import { type EmpresaNaVitrine, empresaDoTipo, empresasNaVitrine } from '../empresas/empresas.vitrine.ts';
import { copiasDe } from '../produtos/produtos.vitrine.ts';

// The directory of distributors and their published catalogues (decision 026), as buyers see
// them: never a product's cost, balance, uuid or internal fields. A distribuidor sees only
// itself here (a preview of what buyers see), never its competitors.

const paraApi = ({ id: _, ...e }: EmpresaNaVitrine, catalogos: number): Distribuidor => ({ ...e, catalogos });

/** Distributors with a catalogue published and valid today, by name; search by name or city (a distribuidor: itself). */
export async function listar(ctx: AppContext, empresa: EmpresaAtual, p: Paginacao) {
  const proprio = empresa.tipo === 'distribuidor';
  const contagem = await publicadosPorEmpresa(ctx, proprio ? [empresa.id] : undefined);
  const ids = proprio ? [empresa.id] : [...contagem.keys()];
  const { empresas, total } = await empresasNaVitrine(ctx, { tipo: 'distribuidor', ids, ...p });
  return { data: empresas.map((e) => paraApi(e, contagem.get(e.id) ?? 0)), meta: meta(total, p) };
}

/** A distributor the caller may see: one with a published catalogue, or itself. Else 404. */
async function visivel(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const e = await empresaDoTipo(ctx, uuid, 'distribuidor');
  if (!e) throw new AppError('NAO_ENCONTRADO');
  const n = (await publicadosPorEmpresa(ctx, [e.id])).get(e.id) ?? 0;
  const proprio = e.id === empresa.id;
  if (empresa.tipo === 'distribuidor' ? !proprio : n === 0) throw new AppError('NAO_ENCONTRADO');
  return { e, n };
}

export async function detalhe(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const { e, n } = await visivel(ctx, empresa, uuid);
  const [face] = (await empresasNaVitrine(ctx, { tipo: 'distribuidor', ids: [e.id], page: 1, limit: 1 }))
    .empresas;
  if (!face) throw new AppError('NAO_ENCONTRADO');
  return paraApi(face, n);
}

/**
 * The distributor's catalogues published and valid today with all their lines (a catalogue
 * holds at most MAX_ITENS_CATALOGO, so no page is needed). `copiado`: the caller's product
 * already copied from the line's product.
 */
export async function catalogos(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const { e } = await visivel(ctx, empresa, uuid);
  const lista = await catalogosPublicadosDe(ctx, e.id);
  const copias = await copiasDe(
    ctx,
    empresa.id,
    lista.flatMap((c) => c.itens.map((i) => i.produtoId)),
  );
  const data = lista.map(
    (c): CatalogoPublico => ({
      uuid: c.uuid,
      nome: c.nome,
      descricao: c.descricao,
      valido_de: c.validoDe,
      valido_ate: c.validoAte,
      pedido_minimo_rs: c.pedidoMinimoCentavos / 100,
      publicado_em: c.publicadoEm.toISOString(),
      distribuidor: { uuid: e.uuid, nome: e.nome },
      itens: c.itens.map(({ uuid: item, produto: p, produtoId, precoCentavos }) => ({
        uuid: item,
        produto: {
          tipo: p.tipo,
          nome: p.nome,
          modelo: p.modelo,
          fabricante: p.fabricante,
          sku: p.sku,
          unidade: p.unidade,
          descricao: p.descricao,
          especificacoes: p.especificacoes,
          imagem_url: p.imagemUrl,
          kit: p.kit ? { potencia_kwp: p.kit.potenciaKwp, componentes: p.kit.componentes } : null,
        },
        preco_rs: precoCentavos / 100,
        disponivel: p.saldo > 0,
        copiado: copias.get(produtoId)?.uuid ?? null,
      })),
    }),
  );
  return { data };
}
