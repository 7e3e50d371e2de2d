import { Box, Card, Center, HStack, IconButton, Spinner, Text } from '@chakra-ui/react';
import type { Widget } from '@irradia/shared/dashboard/widgets';
import { ArrowLeft, ArrowRight, GripVertical, Lock, MoveHorizontal, X } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import type {
  AtendimentosEmAberto,
  Contador,
  ContadorDoDia,
  CreditosDeEnergia,
  GeracaoDiaria,
  GeracaoHoraria,
  GeracaoMes,
  PedidosDoMes,
  PorConcessionaria,
  PorFabricante,
  ResumoCatalogos,
  ResumoEstoque,
  ResumoFuncionarios,
  ResumoUsinas,
  UltimasFaturas,
  UsinasComProblema,
} from '../api.ts';
import { useWidget } from '../api.ts';
import {
  ConteudoClientes,
  ConteudoConcessionarias,
  ConteudoCreditos,
  ConteudoDoDia,
  ConteudoFabricantes,
  ConteudoFaturaUltima,
  ConteudoFuncionarios,
  ConteudoTotal,
  ConteudoUsinaStatus,
  ConteudoUsinas,
} from './widget-conteudo.tsx';
import { ConteudoGeracaoDiaria, ConteudoGeracaoHoraria, ConteudoGeracaoMes } from './widget-graficos.tsx';
import {
  ConteudoAtendimentos,
  ConteudoCatalogos,
  ConteudoEstoques,
  ConteudoPedidos,
} from './widget-negocios.tsx';

/** The content of each widget by name, from its `/api/dashboard/<widget>` data. */
function conteudo(nome: string, data: unknown): ReactNode {
  switch (nome) {
    case 'clientes':
      return <ConteudoClientes data={data as Contador} />;
    case 'usuarios':
      return <ConteudoTotal data={data as Contador} rotulo="usuários" />;
    case 'usuarios_dia':
      return <ConteudoDoDia data={data as ContadorDoDia} rotulo="usuários no total" />;
    case 'empresas':
      return <ConteudoDoDia data={data as ContadorDoDia} rotulo="empresas no total" />;
    case 'usinas':
      return <ConteudoUsinas data={data as ResumoUsinas} />;
    case 'fabricantes':
      return <ConteudoFabricantes data={data as PorFabricante[]} />;
    case 'concessionarias':
      return <ConteudoConcessionarias data={data as PorConcessionaria[]} />;
    case 'funcionarios':
      return <ConteudoFuncionarios data={data as ResumoFuncionarios} />;
    case 'geracao_mes':
      return <ConteudoGeracaoMes data={data as GeracaoMes} />;
    case 'geracao_horaria':
      return <ConteudoGeracaoHoraria data={data as GeracaoHoraria} />;
    case 'geracao_diaria':
      return <ConteudoGeracaoDiaria data={data as GeracaoDiaria} />;
    case 'usina_status':
      return <ConteudoUsinaStatus data={data as UsinasComProblema} />;
    case 'fatura_ultima':
      return <ConteudoFaturaUltima data={data as UltimasFaturas} />;
    case 'usina_creditos':
      return <ConteudoCreditos data={data as CreditosDeEnergia} />;
    case 'estoques':
      return <ConteudoEstoques data={data as ResumoEstoque} />;
    case 'catalogos':
      return <ConteudoCatalogos data={data as ResumoCatalogos} />;
    case 'pedidos':
      return <ConteudoPedidos data={data as PedidosDoMes} />;
    case 'atendimentos':
      return <ConteudoAtendimentos data={data as AtendimentosEmAberto} />;
    default:
      return null;
  }
}

/** One widget's unexpected data never takes the whole dashboard down. */
class LimiteDoWidget extends Component<{ children: ReactNode }, { falhou: boolean }> {
  override state = { falhou: false };
  static getDerivedStateFromError() {
    return { falhou: true };
  }
  override render() {
    if (this.state.falhou)
      return (
        <Text fontSize="sm" color="fg.error">
          Não foi possível exibir este widget. Recarregue a página.
        </Text>
      );
    return this.props.children;
  }
}

export interface ControlesDeEdicao {
  onAntes(): void;
  onDepois(): void;
  onLargura?: () => void;
  onRemover(): void;
  primeiro: boolean;
  ultimo: boolean;
}

function Corpo({ widget, consulta }: { widget: Widget; consulta: ReturnType<typeof useWidget> }) {
  const { data, isLoading, error } = consulta;
  if (widget.desabilitado || data?.desabilitado) {
    return (
      <HStack align="flex-start" color="fg.subtle" gap="2" data-testid="widget-desabilitado">
        <Lock size={16} aria-hidden />
        <Text fontSize="sm">{data?.mensagem ?? `Em breve: ${widget.descricao.toLowerCase()}.`}</Text>
      </HStack>
    );
  }
  if (isLoading)
    return (
      <Center h="100%" role="status" aria-label={`Carregando ${widget.rotulo}`}>
        <Spinner size="sm" color="orange.solid" />
      </Center>
    );
  if (error)
    return (
      <Text fontSize="sm" color="fg.error">
        Não foi possível carregar: {errorMessage(error)}
      </Text>
    );
  if (!data || data.data === null || data.data === undefined)
    return (
      <Text fontSize="sm" color="fg.muted">
        Sem dados.
      </Text>
    );
  return <LimiteDoWidget>{conteudo(widget.nome, data.data)}</LimiteDoWidget>;
}

/** One widget on the grid: its title, its data (loading, empty, disabled) and, in edit mode, its moves. */
export function WidgetCard({ widget, edicao }: { widget: Widget; edicao?: ControlesDeEdicao }) {
  const consulta = useWidget(widget.nome);
  const desabilitado = widget.desabilitado || consulta.data?.desabilitado === true;
  return (
    <Card.Root
      h="100%"
      size="sm"
      overflow="hidden"
      bg={desabilitado ? 'bg.muted' : undefined}
      opacity={desabilitado ? 0.75 : undefined}
      borderStyle={edicao ? 'dashed' : undefined}
      borderColor={edicao ? 'orange.emphasized' : undefined}
      data-testid={`widget-${widget.nome}`}
      data-desabilitado={desabilitado || undefined}
      role="region"
      aria-label={widget.rotulo}
    >
      <Card.Header pb="1">
        <HStack justify="space-between" gap="1" minW="0">
          <HStack gap="1" minW="0">
            {edicao && (
              <Box className="painel-alca" cursor="grab" color="fg.muted" aria-hidden title="Arrastar">
                <GripVertical size={16} />
              </Box>
            )}
            <Text fontWeight="semibold" fontSize="sm" truncate title={widget.descricao}>
              {widget.rotulo}
            </Text>
          </HStack>
          {edicao && (
            <HStack gap="0" flexShrink="0">
              <IconButton
                size="2xs"
                variant="ghost"
                aria-label={`Mover ${widget.rotulo} para antes`}
                disabled={edicao.primeiro}
                onClick={edicao.onAntes}
              >
                <ArrowLeft />
              </IconButton>
              <IconButton
                size="2xs"
                variant="ghost"
                aria-label={`Mover ${widget.rotulo} para depois`}
                disabled={edicao.ultimo}
                onClick={edicao.onDepois}
              >
                <ArrowRight />
              </IconButton>
              {edicao.onLargura && (
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-label={`Alterar a largura de ${widget.rotulo}`}
                  onClick={edicao.onLargura}
                >
                  <MoveHorizontal />
                </IconButton>
              )}
              <IconButton
                size="2xs"
                variant="ghost"
                colorPalette="red"
                aria-label={`Remover ${widget.rotulo}`}
                onClick={edicao.onRemover}
              >
                <X />
              </IconButton>
            </HStack>
          )}
        </HStack>
      </Card.Header>
      <Card.Body pt="1" overflowY="auto" minH="0">
        <Corpo widget={widget} consulta={consulta} />
      </Card.Body>
    </Card.Root>
  );
}
