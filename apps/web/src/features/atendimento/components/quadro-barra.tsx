import {
  Button,
  ButtonGroup,
  HStack,
  IconButton,
  Menu,
  NativeSelect,
  Portal,
  Spacer,
} from '@chakra-ui/react';
import { NOMES_TIPOS_QUADRO, type Quadro } from '@irradia/shared/quadros/quadros.schema';
import { Columns3, List, ListPlus, MoreVertical, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmarDialog } from '../../../components/confirmar-dialog.tsx';
import { feito } from '../../../lib/api-client.ts';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { useEditarQuadro, useRemoverQuadro } from '../api.ts';
import type { Visao } from '../use-filtros-do-quadro.ts';
import { CamposDialog } from './campos-dialog.tsx';

/**
 * Above the board: which board, board or list, and what can be added (a stage, a board, a service
 * request; a deal starts in Orçamentos).
 */
export function QuadroBarra(props: {
  quadros: readonly Quadro[];
  quadro: Quadro;
  visao: Visao;
  onEscolher(uuid: string): void;
  onVisao(v: Visao): void;
  onNovoQuadro(): void;
  onNovaFase?(): void;
  onNovaSolicitacao(): void;
}) {
  const { pode } = usePermissoes();
  const { quadro } = props;
  const editar = useEditarQuadro();
  const remover = useRemoverQuadro();
  const [excluindo, setExcluindo] = useState(false);
  const [campos, setCampos] = useState(false);
  const podeCampos = pode('grupo:create') || pode('campo:create');
  const podeGerir = pode('fase:create') || pode('fase:edit') || pode('fase:delete') || podeCampos;

  return (
    <HStack gap="2" wrap="wrap">
      <NativeSelect.Root size="sm" w={{ base: 'full', sm: '72' }}>
        <NativeSelect.Field
          aria-label="Quadro"
          value={quadro.uuid}
          onChange={(e) => props.onEscolher(e.target.value)}
        >
          {props.quadros.map((q) => (
            <option key={q.uuid} value={q.uuid}>
              {/* The kind only where the name does not already say it. */}
              {q.nome === NOMES_TIPOS_QUADRO[q.tipo] ? q.nome : `${q.nome} · ${NOMES_TIPOS_QUADRO[q.tipo]}`}
              {q.padrao ? ' (padrão)' : ''}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {podeGerir && (
        <Menu.Root
          onSelect={(d) => {
            if (d.value === 'novo') props.onNovoQuadro();
            if (d.value === 'padrao')
              editar.mutate(
                { uuid: quadro.uuid, padrao: true },
                feito(`${quadro.nome} é agora o quadro padrão`),
              );
            if (d.value === 'excluir') setExcluindo(true);
            if (d.value === 'campos') setCampos(true);
          }}
        >
          <Menu.Trigger asChild>
            <IconButton size="sm" variant="outline" aria-label="Ações do quadro">
              <MoreVertical />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {pode('fase:create') && (
                  <Menu.Item value="novo">
                    <Plus size={14} aria-hidden /> Novo quadro
                  </Menu.Item>
                )}
                {pode('fase:edit') && !quadro.padrao && (
                  <Menu.Item value="padrao">
                    <Star size={14} aria-hidden /> Tornar padrão
                  </Menu.Item>
                )}
                {podeCampos && (
                  <Menu.Item value="campos">
                    <ListPlus size={14} aria-hidden /> Campos personalizados
                  </Menu.Item>
                )}
                {pode('fase:delete') && !quadro.padrao && (
                  <Menu.Item value="excluir" color="fg.error">
                    <Trash2 size={14} aria-hidden /> Excluir quadro
                  </Menu.Item>
                )}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      )}
      <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Visualização">
        <Button
          aria-pressed={props.visao === 'quadro'}
          variant={props.visao === 'quadro' ? 'subtle' : 'outline'}
          onClick={() => props.onVisao('quadro')}
        >
          <Columns3 aria-hidden /> Quadro
        </Button>
        <Button
          aria-pressed={props.visao === 'lista'}
          variant={props.visao === 'lista' ? 'subtle' : 'outline'}
          onClick={() => props.onVisao('lista')}
        >
          <List aria-hidden /> Lista
        </Button>
      </ButtonGroup>
      <Spacer />
      {props.onNovaFase && (
        <Button size="sm" variant="outline" onClick={props.onNovaFase}>
          <Plus aria-hidden /> Nova fase
        </Button>
      )}
      {quadro.tipo === 'atendimentos'
        ? pode('atendimento:create') && (
            <Button size="sm" colorPalette="orange" onClick={props.onNovaSolicitacao}>
              <Plus aria-hidden /> Nova solicitação
            </Button>
          )
        : pode('pedido:create') && (
            <Button size="sm" colorPalette="orange" asChild>
              <RouterLink to="/orcamentos">
                <Plus aria-hidden /> Novo orçamento
              </RouterLink>
            </Button>
          )}
      {podeCampos && <CamposDialog quadro={quadro.uuid} open={campos} onOpenChange={setCampos} />}
      <ConfirmarDialog
        open={excluindo}
        onOpenChange={setExcluindo}
        title={`Excluir o quadro ${quadro.nome}?`}
        confirmar="Excluir quadro"
        sucesso="Quadro excluído"
        acao={() => remover.mutateAsync(quadro.uuid)}
      >
        Só um quadro sem cartões pode ser excluído. Suas fases serão excluídas junto.
      </ConfirmarDialog>
    </HStack>
  );
}
