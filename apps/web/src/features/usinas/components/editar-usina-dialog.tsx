import { Checkbox, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { type CidadeEscolhida, CitySearch } from '../../../components/city-search.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { ApiError, toastError } from '../../../lib/api-client.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type UsinaDetalhe, useClientesDaEmpresa, useEditarUsina, useEquipe } from '../api.ts';

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
  const [cliente, setCliente] = useState(u.cliente?.uuid ?? '');
  const [endereco, setEndereco] = useState({
    cep: u.endereco.cep ?? '',
    logradouro: u.endereco.logradouro ?? '',
    numero: u.endereco.numero ?? '',
    bairro: u.endereco.bairro ?? '',
  });
  const [consumo, setConsumo] = useState(
    u.consumo_medio_kwh === null ? '' : u.consumo_medio_kwh.toLocaleString('pt-BR'),
  );
  const [investimento, setInvestimento] = useState(
    u.investimento === null ? '' : u.investimento.toLocaleString('pt-BR'),
  );
  const clientes = useClientesDaEmpresa(props.open);
  const campo = (k: keyof typeof endereco) => ({
    value: endereco[k],
    onChange: (e: { target: { value: string } }) => setEndereco((a) => ({ ...a, [k]: e.target.value })),
  });
  const salvar = useEditarUsina(u.uuid);

  function enviar(e: FormEvent) {
    e.preventDefault();
    salvar.mutate(
      {
        nome,
        cidade: cidade?.uuid ?? null,
        data_instalacao: data || null,
        potencia_kwp: kwp ? kwp.replace(',', '.') : null,
        responsaveis: [...responsaveis],
        cliente: cliente || null,
        ...endereco,
        consumo_medio_kwh: consumo.replace(/\./g, '').replace(',', '.'),
        investimento: investimento.replace(/\./g, '').replace(',', '.'),
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
        <FormField label="Cliente" error={erros.cliente}>
          <NativeSelect.Root>
            <NativeSelect.Field value={cliente} onChange={(e) => setCliente(e.target.value)}>
              <option value="">Nenhum</option>
              {clientes.data?.data.map((c) => (
                <option key={c.uuid} value={c.uuid}>
                  {c.nome}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label="CEP" error={erros.cep}>
            <Input inputMode="numeric" {...campo('cep')} />
          </FormField>
          <FormField label="Bairro" error={erros.bairro}>
            <Input {...campo('bairro')} />
          </FormField>
          <FormField label="Logradouro" error={erros.logradouro}>
            <Input {...campo('logradouro')} />
          </FormField>
          <FormField label="Número" error={erros.numero}>
            <Input {...campo('numero')} />
          </FormField>
          <FormField label="Consumo médio (kWh/mês)" error={erros.consumo_medio_kwh}>
            <Input inputMode="decimal" value={consumo} onChange={(e) => setConsumo(e.target.value)} />
          </FormField>
          <FormField label="Investimento (R$)" error={erros.investimento}>
            <Input
              inputMode="decimal"
              value={investimento}
              onChange={(e) => setInvestimento(e.target.value)}
            />
          </FormField>
        </SimpleGrid>
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
