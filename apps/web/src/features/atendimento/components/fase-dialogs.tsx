import { Checkbox, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { Fase } from '@irradia/shared/quadros/quadros.schema';
import { type FormEvent, useEffect, useState } from 'react';
import { ConfirmarDialog } from '../../../components/confirmar-dialog.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { toaster } from '../../../lib/toaster.ts';
import { useCriarFase, useEditarFase, useRemoverFase } from '../api.ts';

/** A new stage (at the end of the board), or a stage's new name. */
export function FaseNomeDialog(props: {
  quadro: string;
  /** The stage to rename; null adds one. */
  fase: Fase | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const criar = useCriarFase();
  const editar = useEditarFase();
  const [nome, setNome] = useState('');
  const [fechada, setFechada] = useState(false);
  const [erro, setErro] = useState<string | undefined>();

  useEffect(() => {
    if (!props.open) return;
    setNome(props.fase?.nome ?? '');
    setFechada(false);
    setErro(undefined);
  }, [props.open, props.fase]);

  async function enviar(e: FormEvent) {
    e.preventDefault();
    const limpo = nome.trim();
    if (!limpo) return setErro('Informe o nome');
    if (limpo.length > 60) return setErro('Use no máximo 60 caracteres');
    try {
      if (props.fase) {
        await editar.mutateAsync({ uuid: props.fase.uuid, nome: limpo });
        toaster.create({ type: 'success', title: 'Fase renomeada' });
      } else {
        await criar.mutateAsync({ quadro: props.quadro, nome: limpo, fechada });
        toaster.create({ type: 'success', title: `Fase ${limpo} adicionada` });
      }
      props.onOpenChange(false);
    } catch (err) {
      if (err instanceof ApiError) setErro(err.fieldErrors.nome);
      showSubmitError(err);
    }
  }

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.fase ? 'Renomear fase' : 'Nova fase'}
      submitLabel={props.fase ? 'Salvar' : 'Adicionar fase'}
      submitting={criar.isPending || editar.isPending}
      onSubmit={(e) => void enviar(e)}
      size="sm"
    >
      <Stack gap="4">
        <FormField label="Nome da fase" required error={erro}>
          <Input value={nome} maxLength={60} onChange={(e) => setNome(e.target.value)} />
        </FormField>
        {!props.fase && (
          <Checkbox.Root checked={fechada} onCheckedChange={(e) => setFechada(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Fase fechada (os cartões aqui contam como concluídos)</Checkbox.Label>
          </Checkbox.Root>
        )}
      </Stack>
    </FormDialog>
  );
}

/** Deleting a stage: its cards (if any) go to another stage of the board, chosen here. */
export function RemoverFaseDialog(props: {
  fase: Fase | null;
  fases: readonly Fase[];
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const remover = useRemoverFase();
  const outras = props.fases.filter((f) => f.uuid !== props.fase?.uuid);
  const [destino, setDestino] = useState('');
  useEffect(() => {
    if (props.open) setDestino('');
  }, [props.open]);
  const fase = props.fase;
  if (!fase) return null;
  const temCartoes = fase.cartoes > 0;

  async function enviar(e: FormEvent) {
    e.preventDefault();
    if (!fase) return;
    if (temCartoes && !destino) {
      toaster.create({ type: 'warning', title: 'Selecione a fase para onde vão os cartões' });
      return;
    }
    try {
      await remover.mutateAsync({ uuid: fase.uuid, destino: temCartoes ? destino : undefined });
      toaster.create({ type: 'success', title: `Fase ${fase.nome} excluída` });
      props.onOpenChange(false);
    } catch (err) {
      showSubmitError(err);
    }
  }

  return (
    <ConfirmarDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={`Excluir a fase ${fase.nome}?`}
      confirmar="Excluir fase"
      onSubmit={(e) => void enviar(e)}
      ocupado={remover.isPending}
    >
      <Stack gap="3">
        {temCartoes ? (
          <>
            <Text>
              {fase.cartoes === 1 ? 'Há 1 cartão' : `Há ${fase.cartoes} cartões`} nesta fase. Escolha para
              onde {fase.cartoes === 1 ? 'ele vai' : 'eles vão'}.
            </Text>
            <FormField label="Mover os cartões para" required>
              <NativeSelect.Root>
                <NativeSelect.Field value={destino} onChange={(e) => setDestino(e.target.value)}>
                  <option value="">Selecione a fase</option>
                  {outras.map((f) => (
                    <option key={f.uuid} value={f.uuid}>
                      {f.nome}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </>
        ) : (
          <Text>A fase está vazia. Esta ação não pode ser desfeita.</Text>
        )}
      </Stack>
    </ConfirmarDialog>
  );
}
