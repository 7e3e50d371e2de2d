import { Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { ApiError, toastError } from '../../../lib/api-client.ts';
import { toaster } from '../../../lib/toaster.ts';
import { useEscolhaDeUsinas, useTransferirInversor } from '../api.ts';

/** Spec §4: an inverter can be transferred to another plant; its history goes with it. */
export function TransferirDialog(props: {
  inversor: { uuid: string; nome: string } | null;
  usinaAtual: string;
  onClose(): void;
}) {
  const [busca, setBusca] = useState('');
  const [destino, setDestino] = useState('');
  const [erro, setErro] = useState<string>();
  const usinas = useEscolhaDeUsinas(busca, props.inversor !== null);
  const transferir = useTransferirInversor();
  const opcoes = (usinas.data?.data ?? []).filter((u) => u.uuid !== props.usinaAtual);

  function enviar(e: FormEvent) {
    e.preventDefault();
    if (!props.inversor) return;
    if (!destino) {
      setErro('Escolha a usina de destino');
      return;
    }
    transferir.mutate(
      { inversor: props.inversor.uuid, usina: destino },
      {
        onSuccess: (r) => {
          toaster.create({ type: 'success', title: `${props.inversor?.nome} agora está em ${r.data.nome}` });
          setDestino('');
          props.onClose();
        },
        onError: (err) => {
          if (err instanceof ApiError) setErro(err.fieldErrors.usina);
          toastError(err);
        },
      },
    );
  }

  return (
    <FormDialog
      open={props.inversor !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title={`Transferir ${props.inversor?.nome ?? 'inversor'}`}
      submitLabel="Transferir"
      submitting={transferir.isPending}
      onSubmit={enviar}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          O inversor leva o número de série e o histórico; a potência instalada das duas usinas é recalculada.
        </Text>
        <FormField label="Buscar usina">
          <Input value={busca} onChange={(e) => setBusca(e.target.value)} placeholder="Nome da usina" />
        </FormField>
        <FormField label="Usina de destino" error={erro}>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={destino}
              onChange={(e) => {
                setDestino(e.target.value);
                setErro(undefined);
              }}
            >
              <option value="">Selecione</option>
              {opcoes.map((u) => (
                <option key={u.uuid} value={u.uuid}>
                  {u.nome}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Stack>
    </FormDialog>
  );
}
