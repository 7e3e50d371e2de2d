import { Checkbox, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type CidadeEscolhida, CitySearch } from '../../../components/city-search.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { ApiError, api, toastError } from '../../../lib/api-client.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type UsinaDetalhe, useEquipe } from '../api.ts';

/** What the portal does not know: the city (for the expected generation), install date, power. */
export function EditarUsinaDialog(props: {
  usina: UsinaDetalhe;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const u = props.usina;
  const [nome, setNome] = useState(u.nome);
  const [cidade, setCidade] = useState<CidadeEscolhida | null>(u.cidade ?? null);
  const [data, setData] = useState(u.data_instalacao ?? '');
  const [kwp, setKwp] = useState(u.potencia_kwp === null ? '' : String(u.potencia_kwp).replace('.', ','));
  const [tags, setTags] = useState(u.tags.join(', '));
  const [responsaveis, setResponsaveis] = useState<Set<string>>(
    () => new Set(u.responsaveis.map((r) => r.uuid)),
  );
  const equipe = useEquipe(props.open);
  const [erros, setErros] = useState<Record<string, string>>({});
  const qc = useQueryClient();
  const salvar = useMutation({
    mutationFn: (body: object) => api.patch(`usinas/${u.uuid}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['usinas'] }),
  });

  function enviar(e: FormEvent) {
    e.preventDefault();
    salvar.mutate(
      {
        nome,
        cidade: cidade?.uuid ?? null,
        data_instalacao: data || null,
        potencia_kwp: kwp ? kwp.replace(',', '.') : null,
        responsaveis: [...responsaveis],
        tags: tags
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      },
      {
        onSuccess: () => {
          toaster.create({ type: 'success', title: 'Usina atualizada' });
          props.onOpenChange(false);
        },
        onError: (err) => {
          if (err instanceof ApiError) setErros(err.fieldErrors);
          toastError(err);
        },
      },
    );
  }

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Editar usina"
      submitLabel="Salvar"
      submitting={salvar.isPending}
      onSubmit={enviar}
    >
      <Stack gap="4">
        <FormField label="Nome" error={erros.nome}>
          <Input value={nome} onChange={(e) => setNome(e.target.value)} />
        </FormField>
        <FormField
          label="Cidade"
          helper="Usada para a geração esperada pela irradiação solar."
          error={erros.cidade}
        >
          <CitySearch value={cidade} onChange={setCidade} label="Buscar cidade da usina" />
        </FormField>
        <FormField label="Data de instalação" error={erros.data_instalacao}>
          <Input type="date" value={data} onChange={(e) => setData(e.target.value)} />
        </FormField>
        <FormField
          label="Etiquetas"
          helper="Separe por vírgula: região, técnico, contrato…"
          error={erros.tags}
        >
          <Input
            value={tags}
            onChange={(e) => setTags(e.target.value)}
            placeholder="Zona Sul, Técnico João"
          />
        </FormField>
        <FormField
          label="Quem acompanha esta usina"
          helper="Sem ninguém marcado, todos com acesso a usinas a veem. Sócios e supervisores veem todas."
          error={erros.responsaveis}
        >
          <Stack gap="1" maxH="40" overflowY="auto">
            {equipe.data?.data.map((f) => (
              <Checkbox.Root
                key={f.uuid}
                size="sm"
                checked={responsaveis.has(f.uuid)}
                onCheckedChange={(e) =>
                  setResponsaveis((atual) => {
                    const novo = new Set(atual);
                    if (e.checked) novo.add(f.uuid);
                    else novo.delete(f.uuid);
                    return novo;
                  })
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{f.nome}</Checkbox.Label>
              </Checkbox.Root>
            ))}
            {equipe.isError && <Text color="fg.muted">Sem acesso à lista de funcionários.</Text>}
          </Stack>
        </FormField>
        <FormField label="Potência instalada (kWp)" error={erros.potencia_kwp}>
          <Input inputMode="decimal" value={kwp} onChange={(e) => setKwp(e.target.value)} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
