import { Input, NativeSelect, Stack } from '@chakra-ui/react';
import { NOMES_TIPOS_QUADRO, TIPOS_QUADRO, type TipoQuadro } from '@irradia/shared/quadros/quadros.schema';
import { type FormEvent, useEffect, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { toaster } from '../../../lib/toaster.ts';
import { useCriarQuadro } from '../api.ts';

/** A new board: a name and its kind; it starts with the kind's default stages. */
export function NovoQuadroDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onCriado(uuid: string): void;
}) {
  const criar = useCriarQuadro();
  const [nome, setNome] = useState('');
  const [tipo, setTipo] = useState<TipoQuadro>('atendimentos');
  const [erro, setErro] = useState<string | undefined>();
  useEffect(() => {
    if (!props.open) return;
    setNome('');
    setTipo('atendimentos');
    setErro(undefined);
  }, [props.open]);

  async function enviar(e: FormEvent) {
    e.preventDefault();
    const limpo = nome.trim();
    if (!limpo) return setErro('Informe o nome');
    if (limpo.length > 80) return setErro('Use no máximo 80 caracteres');
    try {
      const r = await criar.mutateAsync({ nome: limpo, tipo });
      toaster.create({ type: 'success', title: `Quadro ${r.data.nome} criado` });
      props.onOpenChange(false);
      props.onCriado(r.data.uuid);
    } catch (err) {
      if (err instanceof ApiError) setErro(err.fieldErrors.nome);
      showSubmitError(err);
    }
  }

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Novo quadro"
      submitLabel="Criar quadro"
      submitting={criar.isPending}
      onSubmit={(e) => void enviar(e)}
      size="sm"
    >
      <Stack gap="4">
        <FormField label="Nome do quadro" required error={erro}>
          <Input value={nome} maxLength={80} onChange={(e) => setNome(e.target.value)} />
        </FormField>
        <FormField label="Tipo" required helper="O quadro começa com as fases padrão do tipo.">
          <NativeSelect.Root>
            <NativeSelect.Field value={tipo} onChange={(e) => setTipo(e.target.value as TipoQuadro)}>
              {TIPOS_QUADRO.map((t) => (
                <option key={t} value={t}>
                  {NOMES_TIPOS_QUADRO[t]}
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
