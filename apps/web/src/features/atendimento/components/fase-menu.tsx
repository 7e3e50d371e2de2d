import { IconButton, Menu, Portal } from '@chakra-ui/react';
import type { Fase } from '@irradia/shared/quadros/quadros.schema';
import { ArrowLeft, ArrowRight, Lock, LockOpen, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';

export type AcaoDaFase = 'renomear' | 'fechar' | 'esquerda' | 'direita' | 'excluir';

/** The stage's actions, in its header: rename, close or reopen, move, delete. */
export function FaseMenu(props: {
  fase: Fase;
  primeira: boolean;
  ultima: boolean;
  podeEditar: boolean;
  podeExcluir: boolean;
  onAcao(acao: AcaoDaFase): void;
}) {
  const { fase } = props;
  if (!props.podeEditar && !props.podeExcluir) return null;
  return (
    <Menu.Root
      onSelect={(d) => props.onAcao(d.value as AcaoDaFase)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="xs" aria-label={`Ações da fase ${fase.nome}`}>
          <MoreHorizontal />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            {props.podeEditar && (
              <>
                <Menu.Item value="renomear">
                  <Pencil size={14} aria-hidden /> Renomear
                </Menu.Item>
                <Menu.Item value="fechar">
                  {fase.fechada ? <LockOpen size={14} aria-hidden /> : <Lock size={14} aria-hidden />}
                  {fase.fechada ? 'Reabrir fase' : 'Marcar como fechada'}
                </Menu.Item>
                <Menu.Item value="esquerda" disabled={props.primeira}>
                  <ArrowLeft size={14} aria-hidden /> Mover para a esquerda
                </Menu.Item>
                <Menu.Item value="direita" disabled={props.ultima}>
                  <ArrowRight size={14} aria-hidden /> Mover para a direita
                </Menu.Item>
              </>
            )}
            {props.podeExcluir && (
              <>
                {props.podeEditar && <Menu.Separator />}
                <Menu.Item value="excluir" color="fg.error">
                  <Trash2 size={14} aria-hidden /> Excluir fase
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
