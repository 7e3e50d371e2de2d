import { Stack } from '@chakra-ui/react';
import { type Quadro, TIPO_CARTAO_DO_QUADRO } from '@irradia/shared/quadros/quadros.schema';
import { KanbanSquare } from 'lucide-react';
import { useState } from 'react';
import { ExigeEmpresa } from '../../../components/exige-empresa.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { useCartoes, useMoverCartao, useQuadroAoVivo, useQuadros } from '../api.ts';
import { CartaoDetalhe } from '../components/cartao-detalhe.tsx';
import { NovaSolicitacaoDialog } from '../components/nova-solicitacao-dialog.tsx';
import { NovoQuadroDialog } from '../components/novo-quadro-dialog.tsx';
import { QuadroBarra } from '../components/quadro-barra.tsx';
import { QuadroColunas } from '../components/quadro-colunas.tsx';
import { QuadroFiltros } from '../components/quadro-filtros.tsx';
import { QuadroLista } from '../components/quadro-lista.tsx';
import { useGestaoDeFases } from '../components/use-gestao-de-fases.tsx';
import { useFiltrosDoQuadro } from '../use-filtros-do-quadro.ts';

/** The board the URL names, else the default service board, else the first one. */
function escolhido(quadros: readonly Quadro[], uuid: string): Quadro | undefined {
  return (
    quadros.find((q) => q.uuid === uuid) ??
    quadros.find((q) => q.padrao && q.tipo === 'atendimentos') ??
    quadros.find((q) => q.padrao) ??
    quadros[0]
  );
}

/** /quadro: the company's boards of service requests and deals, as columns of stages or a list. */
export default function QuadroPage() {
  usePageTitle('Quadro', 'Solicitações de serviço e negócios por fase');
  return (
    <ExigeEmpresa
      icone={<KanbanSquare />}
      descricao="Os quadros pertencem a uma empresa. Selecione a empresa no topo da tela."
    >
      <QuadroTela />
    </ExigeEmpresa>
  );
}

function QuadroTela() {
  const quadros = useQuadros();
  const url = useFiltrosDoQuadro();
  const [novoQuadro, setNovoQuadro] = useState(false);
  const quadro = quadros.data ? escolhido(quadros.data.data, url.quadro) : undefined;

  if (quadros.isPending) return <ListLoading />;
  if (quadros.isError)
    return (
      <ListError
        title="Não foi possível carregar os quadros"
        icon={<KanbanSquare />}
        onRetry={() => void quadros.refetch()}
      />
    );
  if (!quadro) return <ListEmpty icon={<KanbanSquare />} title="Nenhum quadro ainda" />;
  return (
    <>
      <QuadroAberto
        key={quadro.uuid}
        quadros={quadros.data.data}
        quadro={quadro}
        url={url}
        onNovoQuadro={() => setNovoQuadro(true)}
      />
      <NovoQuadroDialog open={novoQuadro} onOpenChange={setNovoQuadro} onCriado={url.escolherQuadro} />
    </>
  );
}

function QuadroAberto(props: {
  quadros: readonly Quadro[];
  quadro: Quadro;
  url: ReturnType<typeof useFiltrosDoQuadro>;
  onNovoQuadro(): void;
}) {
  const { quadro, url } = props;
  const { pode } = usePermissoes();
  useQuadroAoVivo(quadro.uuid);
  const cartoes = useCartoes(quadro.uuid, url.filtros);
  const mover = useMoverCartao(quadro.uuid);
  const fases = [...quadro.fases].sort((a, b) => a.ordem - b.ordem);
  const gestao = useGestaoDeFases(quadro.uuid, fases);
  const abrir = (c: { uuid: string }) => url.abrirCartao(c.uuid);
  const [novaSolicitacao, setNovaSolicitacao] = useState(false);
  const podeMover = pode(quadro.tipo === 'atendimentos' ? 'atendimento:edit' : 'pedido:edit');

  let conteudo: React.ReactNode;
  if (cartoes.isPending) conteudo = <ListLoading />;
  else if (cartoes.isError)
    conteudo = (
      <ListError
        title="Não foi possível carregar os cartões"
        icon={<KanbanSquare />}
        onRetry={() => void cartoes.refetch()}
      />
    );
  else if (fases.length === 0)
    conteudo = (
      <ListEmpty
        icon={<KanbanSquare />}
        title="Este quadro não tem fases"
        description="Adicione uma fase para começar."
      />
    );
  else if (url.visao === 'lista')
    conteudo =
      cartoes.data.data.length === 0 ? (
        <ListEmpty
          icon={<KanbanSquare />}
          title={url.filtrando ? 'Nenhum cartão encontrado' : 'Nenhum cartão neste quadro'}
          description={url.filtrando ? 'Tente outros filtros.' : undefined}
        />
      ) : (
        <QuadroLista
          fases={fases}
          cartoes={cartoes.data.data}
          pedidos={quadro.tipo === 'pedidos'}
          onAbrir={abrir}
        />
      );
  else
    conteudo = (
      <QuadroColunas
        fases={fases}
        cartoes={cartoes.data.data}
        filtrando={url.filtrando}
        podeMover={podeMover}
        faseNoCelular={url.fase}
        onEscolherFase={url.escolherFase}
        onMover={(m) => mover.mutate(m)}
        onAbrir={abrir}
        menuDe={gestao.menuDe}
      />
    );

  return (
    <Stack gap="4">
      <QuadroBarra
        quadros={props.quadros}
        quadro={quadro}
        visao={url.visao}
        onEscolher={url.escolherQuadro}
        onVisao={url.mudarVisao}
        onNovoQuadro={props.onNovoQuadro}
        onNovaFase={gestao.podeCriar ? gestao.novaFase : undefined}
        onNovaSolicitacao={() => setNovaSolicitacao(true)}
      />
      <QuadroFiltros
        filtros={url.filtros}
        nomeDoCliente={url.nomeDoCliente}
        filtrando={url.filtrando}
        onChange={url.mudarFiltros}
        onLimpar={url.limparFiltros}
      />
      {conteudo}
      {gestao.dialogos}
      {quadro.tipo === 'atendimentos' && (
        <NovaSolicitacaoDialog
          quadro={quadro.uuid}
          fases={fases}
          open={novaSolicitacao}
          onOpenChange={setNovaSolicitacao}
        />
      )}
      {url.cartao && (
        <CartaoDetalhe
          tipo={TIPO_CARTAO_DO_QUADRO[quadro.tipo]}
          uuid={url.cartao}
          onClose={() => url.abrirCartao(null)}
        />
      )}
    </Stack>
  );
}
