import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { formatMoeda } from '@irradia/shared';
import { NOMES_TIPOS_PRODUTO } from '@irradia/shared/catalogo/produtos.schema';
import { GRUPOS_PEDIDO, type GrupoPedido } from '@irradia/shared/dashboard/respostas';
import { NOMES_PAPEIS_ATENDIMENTO } from '@irradia/shared/servicos/atendimentos.schema';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AtendimentosEmAberto, PedidosDoMes, ResumoCatalogos, ResumoEstoque } from '../api.ts';
import { contagem, formatInteiro, Lista, Numero, nomeDoMes, WidgetVazio } from './widget-pecas.tsx';

// The business widgets (issue 24): stock, catalogues, the month's purchase orders and the open
// service requests, each a figure, what it is made of, and a link to the list behind it.

function Ir({ para, children, fontSize = 'xs' }: { para: string; children: ReactNode; fontSize?: string }) {
  return (
    <ChakraLink asChild fontSize={fontSize} colorPalette="orange">
      <Link to={para}>{children}</Link>
    </ChakraLink>
  );
}

/** A figure's caption that is also the way to the list behind it (a card has no room for both). */
function Legenda({ para, texto, resto }: { para: string; texto: string; resto?: string }) {
  return (
    <>
      <Ir para={para} fontSize="sm">
        {texto}
      </Ir>
      {resto && ` · ${resto}`}
    </>
  );
}

export function ConteudoEstoques({ data }: { data: ResumoEstoque }) {
  if (data.cadastrados === 0)
    return (
      <WidgetVazio
        texto="Nenhum produto no catálogo ainda. Cadastre os produtos para controlar o estoque."
        acao={{ rotulo: 'Cadastre um produto', para: '/catalogo' }}
      />
    );
  return (
    <Stack gap="1.5">
      <Numero
        valor={formatInteiro(data.com_estoque)}
        rotulo={
          <Legenda
            para="/catalogo"
            texto={data.com_estoque === 1 ? 'produto com estoque' : 'produtos com estoque'}
            resto={`${formatMoeda(data.valor_custo_rs)} a custo`}
          />
        }
      />
      {data.por_tipo.length > 0 && (
        <Text fontSize="xs" color="fg.muted">
          {data.por_tipo
            .map((t) => `${NOMES_TIPOS_PRODUTO[t.tipo]}: ${formatInteiro(t.produtos)}`)
            .join(' · ')}
        </Text>
      )}
      {data.abaixo_do_minimo > 0 ? (
        <Ir para="/catalogo?abaixo_do_minimo=1">
          {contagem(data.abaixo_do_minimo, 'produto abaixo do mínimo', 'produtos abaixo do mínimo')}
        </Ir>
      ) : (
        <Text fontSize="xs" color="green.fg">
          Nenhum produto abaixo do mínimo.
        </Text>
      )}
    </Stack>
  );
}

export function ConteudoCatalogos({ data }: { data: ResumoCatalogos }) {
  if (data.visao === 'distribuidor') {
    if (data.publicados === 0 && data.fora_do_ar === 0)
      return (
        <WidgetVazio
          texto="Nenhum catálogo ainda. Monte um catálogo com os seus preços e publique para os integradores."
          acao={{ rotulo: 'Criar catálogo', para: '/catalogo?aba=catalogos' }}
        />
      );
    return (
      <Stack gap="1.5">
        <Numero
          valor={formatInteiro(data.publicados)}
          rotulo={
            <Legenda
              para="/catalogo?aba=catalogos"
              texto={data.publicados === 1 ? 'catálogo no ar hoje' : 'catálogos no ar hoje'}
              resto={contagem(data.itens, 'item', 'itens')}
            />
          }
        />
        {data.fora_do_ar > 0 && (
          <Text fontSize="xs" color="fg.muted">
            {data.fora_do_ar === 1
              ? '1 outro em rascunho ou fora da validade'
              : `${formatInteiro(data.fora_do_ar)} outros em rascunho ou fora da validade`}
          </Text>
        )}
      </Stack>
    );
  }
  if (data.produtos === 0)
    return (
      <WidgetVazio
        texto="Nenhum produto no seu catálogo ainda. Cadastre os seus ou copie dos catálogos dos distribuidores."
        acao={{ rotulo: 'Ver distribuidores', para: '/distribuidores' }}
      />
    );
  return (
    <Stack gap="1.5">
      <Numero
        valor={formatInteiro(data.produtos)}
        rotulo={
          <Legenda
            para="/catalogo"
            texto={data.produtos === 1 ? 'produto no seu catálogo' : 'produtos no seu catálogo'}
          />
        }
      />
      <Text fontSize="xs" color="fg.muted">
        {data.copias === 0
          ? 'Nenhum copiado de distribuidores.'
          : `${contagem(data.copias, 'copiado', 'copiados')} de distribuidores`}
      </Text>
      <Ir para="/distribuidores">Ver distribuidores</Ir>
    </Stack>
  );
}

const NOMES_GRUPOS: Record<GrupoPedido, string> = {
  aguardando: 'Aguardando',
  em_andamento: 'Em andamento',
  entregue: 'Entregues',
  encerrado: 'Recusados/cancelados',
};
const LISTA_DE_PEDIDOS = {
  comprador: '/distribuidores?aba=pedidos',
  fornecedor: '/catalogo?aba=pedidos',
} as const;

export function ConteudoPedidos({ data }: { data: PedidosDoMes }) {
  const [principal] = data.lados;
  if (!principal || data.lados.every((l) => l.total.pedidos === 0))
    return (
      <WidgetVazio
        texto="Nenhum pedido neste mês."
        acao={
          principal?.papel === 'fornecedor'
            ? { rotulo: 'Ver pedidos', para: LISTA_DE_PEDIDOS.fornecedor }
            : { rotulo: 'Ver distribuidores', para: '/distribuidores' }
        }
      />
    );
  // 'Março de 2026' → 'março': the month is this one.
  const mes = (nomeDoMes(data.mes).split(' ')[0] ?? data.mes).toLowerCase();
  const varios = data.lados.length > 1;
  return (
    <Stack gap="3">
      {data.lados.map((l) => (
        <Stack key={l.papel} gap="1.5" data-papel={l.papel}>
          {varios && (
            <Text fontSize="xs" fontWeight="medium" color="fg.muted">
              {l.papel === 'comprador' ? 'Compras' : 'Recebidos de compradores'}
            </Text>
          )}
          <Numero
            menor
            valor={formatInteiro(l.total.pedidos)}
            rotulo={
              <Legenda
                para={LISTA_DE_PEDIDOS[l.papel]}
                texto={`${l.total.pedidos === 1 ? 'pedido' : 'pedidos'} em ${mes}`}
                resto={formatMoeda(l.total.valor_rs)}
              />
            }
          />
          <Lista
            itens={GRUPOS_PEDIDO.filter((g) => l.grupos[g].pedidos > 0).map((g) => ({
              chave: g,
              esquerda: NOMES_GRUPOS[g],
              direita: `${formatInteiro(l.grupos[g].pedidos)} · ${formatMoeda(l.grupos[g].valor_rs)}`,
            }))}
          />
        </Stack>
      ))}
    </Stack>
  );
}

/** '1 aberto · 2 em andamento': the open statuses that have any. */
function porStatus(p: AtendimentosEmAberto['recebidos']['por_status']): string {
  return [
    p.aberto ? contagem(p.aberto, 'aberto', 'abertos') : '',
    p.aceito ? contagem(p.aceito, 'aceito', 'aceitos') : '',
    p.em_andamento ? `${formatInteiro(p.em_andamento)} em andamento` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

export function ConteudoAtendimentos({ data }: { data: AtendimentosEmAberto }) {
  const total = data.recebidos.total + data.solicitados.total;
  if (total === 0)
    return (
      <WidgetVazio
        texto="Nenhum atendimento em aberto."
        acao={{ rotulo: 'Ver solicitações', para: '/servicos?aba=solicitacoes' }}
      />
    );
  const lados = [
    { chave: 'recebidos', nome: NOMES_PAPEIS_ATENDIMENTO.prestador, l: data.recebidos },
    { chave: 'solicitados', nome: NOMES_PAPEIS_ATENDIMENTO.solicitante, l: data.solicitados },
  ].filter((x) => x.l.total > 0);
  return (
    <Stack gap="1.5">
      <Numero
        valor={formatInteiro(total)}
        rotulo={
          <Legenda
            para="/servicos?aba=solicitacoes"
            texto={total === 1 ? 'solicitação em aberto' : 'solicitações em aberto'}
          />
        }
      />
      <Lista
        itens={lados.map((x) => ({ chave: x.chave, esquerda: x.nome, direita: porStatus(x.l.por_status) }))}
      />
    </Stack>
  );
}
