import { Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  CAMPOS_POR_TIPO,
  NOMES_FASES,
  NOMES_TIPOS_PRODUTO,
  OBRIGATORIOS_POR_TIPO,
  type TipoProduto,
  ZProdutoEntrada,
} from '@irradia/shared/catalogo/produtos.schema';
import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useFormularioDeDialogo } from '../../../components/use-formulario-de-dialogo.ts';
import { toastError } from '../../../lib/api-client.ts';
import { toaster } from '../../../lib/toaster.ts';
import {
  type Produto,
  useCategoriasParaEscolha,
  useFabricantes,
  useSalvarProduto,
  useTrocarArquivoDoProduto,
} from '../api.ts';
import {
  type CampoEspecificacao,
  ESPECIFICACOES,
  numeroNoCampo,
  reais,
  reaisNoCampo,
  rotuloComUnidade,
} from '../campos.ts';
import { ArquivosDoProduto, conferirArquivo, type MudancaDeArquivo } from './arquivos-do-produto.tsx';
import { BuscaNaBiblioteca, type EquipamentoEscolhido, tipoNaBiblioteca } from './busca-na-biblioteca.tsx';

const TODOS_OS_CAMPOS = Object.keys(ESPECIFICACOES) as CampoEspecificacao[];

/** The form's fields: everything as typed (numbers the pt-BR way), the specs nested as the API takes them. */
export interface CamposProduto {
  tipo: TipoProduto;
  nome: string;
  categoria: string;
  fabricante: string;
  modelo: string;
  sku: string;
  unidade: string;
  descricao: string;
  custo_rs: string;
  preco_venda_rs: string;
  estoque_minimo: string;
  equipamento: string;
  especificacoes: Record<CampoEspecificacao, string>;
}

const CAMPOS = [
  'tipo',
  'nome',
  'categoria',
  'fabricante',
  'modelo',
  'sku',
  'unidade',
  'descricao',
  'custo_rs',
  'preco_venda_rs',
  'estoque_minimo',
  'equipamento',
  ...TODOS_OS_CAMPOS.map((c) => `especificacoes.${c}` as const),
] as const satisfies readonly Path<CamposProduto>[];

function valores(p: Produto | null, tipo: TipoProduto): CamposProduto {
  const e = p?.especificacoes ?? {};
  return {
    tipo: p?.tipo ?? tipo,
    nome: p?.nome ?? '',
    categoria: p?.categoria?.uuid ?? '',
    fabricante: p?.fabricante ?? '',
    modelo: p?.modelo ?? '',
    sku: p?.sku ?? '',
    unidade: p?.unidade ?? 'un',
    descricao: p?.descricao ?? '',
    custo_rs: p ? reaisNoCampo(p.custo_rs) : '',
    preco_venda_rs: p ? reaisNoCampo(p.preco_venda_rs) : '',
    estoque_minimo: numeroNoCampo(p?.estoque_minimo),
    equipamento: p?.equipamento ?? '',
    especificacoes: Object.fromEntries(
      TODOS_OS_CAMPOS.map((c) => {
        const v = e[c];
        return [c, typeof v === 'number' ? numeroNoCampo(v) : (v ?? '')];
      }),
    ) as Record<CampoEspecificacao, string>,
  };
}

/**
 * A product of the catalogue: its kind decides the technical fields (a module's Wp and size, an
 * inverter's AC kW, MPPTs and phases…), which modules and inverters can copy from the reference
 * library. A kit's cost is its components', so the form leaves it out — except for a kit bought
 * whole from a distribuidor (`custo_fixo`), whose cost is what it paid. Checked with the server's
 * own schema before sending; `onSalvo` gets what the API answered (a new kit opens its components).
 */
export function ProdutoDialog(props: {
  produto: Produto | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  onSalvo?(p: Produto, novo: boolean): void;
  onExitComplete?(): void;
}) {
  const salvar = useSalvarProduto();
  const trocarArquivo = useTrocarArquivoDoProduto();
  const categorias = useCategoriasParaEscolha();
  const fabricantes = useFabricantes();
  const [arquivos, setArquivos] = useState<Record<'imagem' | 'datasheet', MudancaDeArquivo>>({
    imagem: null,
    datasheet: null,
  });
  const [errosArquivos, setErrosArquivos] = useState<{ imagem?: string; datasheet?: string }>({});
  const { form, fechar, enviar } = useFormularioDeDialogo({
    vazio: valores(props.produto, 'modulo'),
    campos: CAMPOS,
    esquema: ZProdutoEntrada,
    onOpenChange: props.onOpenChange,
    enviar: async (entrada, fechar) => {
      const erros = {
        imagem:
          arquivos.imagem && 'arquivo' in arquivos.imagem
            ? conferirArquivo('imagem', arquivos.imagem.arquivo)
            : null,
        datasheet:
          arquivos.datasheet && 'arquivo' in arquivos.datasheet
            ? conferirArquivo('datasheet', arquivos.datasheet.arquivo)
            : null,
      };
      setErrosArquivos({ imagem: erros.imagem ?? undefined, datasheet: erros.datasheet ?? undefined });
      if (erros.imagem || erros.datasheet) return;
      const { data } = await salvar.mutateAsync({ ...entrada, uuid: props.produto?.uuid });
      // The files go once the product exists; a refused file leaves the product saved, and says so.
      for (const tipo of ['imagem', 'datasheet'] as const) {
        const m = arquivos[tipo];
        if (!m) continue;
        try {
          await trocarArquivo.mutateAsync({
            uuid: data.uuid,
            tipo,
            arquivo: 'arquivo' in m ? m.arquivo : null,
          });
        } catch (err) {
          toastError(err);
        }
      }
      toaster.create({
        type: 'success',
        title: props.produto
          ? 'Produto atualizado'
          : data.tipo === 'kit'
            ? 'Kit criado'
            : 'Produto cadastrado',
        description:
          !props.produto && data.tipo === 'kit' ? 'Agora adicione os componentes do kit.' : undefined,
      });
      fechar(false);
      props.onSalvo?.(data, !props.produto);
    },
  });
  const { errors, isSubmitting } = form.formState;
  const tipo = form.watch('tipo');
  const campos = CAMPOS_POR_TIPO[tipo] ?? [];
  const obrigatorios = OBRIGATORIOS_POR_TIPO[tipo] ?? {};
  const kit = tipo === 'kit';
  const custoFixo = kit && props.produto?.custo_fixo === true;
  const equipamento = form.watch('equipamento');

  const preencher = (e: EquipamentoEscolhido) => {
    const opcoes = { shouldDirty: true } as const;
    form.setValue('fabricante', e.fabricante, opcoes);
    form.setValue('modelo', e.modelo, opcoes);
    if (!form.getValues('nome').trim()) form.setValue('nome', `${e.fabricante} ${e.modelo}`, opcoes);
    form.setValue('equipamento', e.uuid, opcoes);
    for (const [campo, valor] of Object.entries(e.especificacoes) as Array<[CampoEspecificacao, unknown]>) {
      if (valor === null || valor === undefined) continue;
      form.setValue(
        `especificacoes.${campo}`,
        typeof valor === 'number' ? numeroNoCampo(valor) : String(valor),
        opcoes,
      );
      form.clearErrors(`especificacoes.${campo}`);
    }
    form.clearErrors(['fabricante', 'modelo', 'nome']);
    toaster.create({
      type: 'info',
      title: 'Dados copiados da biblioteca',
      description: `${e.fabricante} ${e.modelo}`,
    });
  };

  const campoTecnico = (c: CampoEspecificacao) => {
    const nome = `especificacoes.${c}` as const;
    const erro = errors.especificacoes?.[c]?.message;
    const def = ESPECIFICACOES[c];
    const rotulo = rotuloComUnidade(c);
    if (c === 'fases')
      return (
        <FormField key={c} label={rotulo} error={erro}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register(nome)}>
              <option value="">Não informado</option>
              {Object.entries(NOMES_FASES).map(([v, r]) => (
                <option key={v} value={v}>
                  {r}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      );
    if (c === 'fabricante_codigo')
      return (
        <FormField
          key={c}
          label={rotulo}
          error={erro}
          helper="Quando é um dos fabricantes que o Irradia monitora."
        >
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register(nome)}>
              <option value="">Nenhum</option>
              {fabricantes.data?.data.map((f) => (
                <option key={f.codigo} value={f.codigo}>
                  {f.nome}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      );
    return (
      <FormField key={c} label={rotulo} required={c in obrigatorios} error={erro}>
        <Input
          {...form.register(nome)}
          autoComplete="off"
          inputMode={def.texto ? undefined : def.inteiro ? 'numeric' : 'decimal'}
          placeholder={def.exemplo}
        />
      </FormField>
    );
  };

  return (
    <FormDialog
      open={props.open}
      onOpenChange={fechar}
      title={props.produto ? `Editar ${props.produto.nome}` : 'Novo produto'}
      submitLabel="Salvar"
      submitting={isSubmitting}
      onSubmit={enviar}
      onExitComplete={props.onExitComplete}
      size="xl"
    >
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Tipo" required error={errors.tipo?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('tipo')}>
                {Object.entries(NOMES_TIPOS_PRODUTO).map(([v, r]) => (
                  <option key={v} value={v}>
                    {r}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Categoria" error={errors.categoria?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('categoria')}>
                <option value="">Sem categoria</option>
                {categorias.data?.data.map((c) => (
                  <option key={c.uuid} value={c.uuid}>
                    {c.nome}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        {tipoNaBiblioteca(tipo) && (
          <BuscaNaBiblioteca
            tipo={tipoNaBiblioteca(tipo) ?? 'modulo'}
            escolhido={equipamento}
            onEscolher={preencher}
          />
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Nome" required error={errors.nome?.message}>
            <Input {...form.register('nome')} autoComplete="off" />
          </FormField>
          <FormField label="SKU" error={errors.sku?.message} helper="O código do produto no seu estoque.">
            <Input {...form.register('sku')} autoComplete="off" />
          </FormField>
          {!kit && (
            <>
              <FormField label="Fabricante" error={errors.fabricante?.message}>
                <Input {...form.register('fabricante')} autoComplete="off" />
              </FormField>
              <FormField label="Modelo" error={errors.modelo?.message}>
                <Input {...form.register('modelo')} autoComplete="off" />
              </FormField>
            </>
          )}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          {(!kit || custoFixo) && (
            <FormField label="Custo (R$)" error={errors.custo_rs?.message}>
              <Input
                {...form.register('custo_rs')}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0,00"
              />
            </FormField>
          )}
          <FormField label="Preço de venda (R$)" error={errors.preco_venda_rs?.message}>
            <Input
              {...form.register('preco_venda_rs')}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0,00"
            />
          </FormField>
          <FormField label="Unidade" error={errors.unidade?.message} helper="un, m, kg…">
            <Input {...form.register('unidade')} autoComplete="off" />
          </FormField>
          {!kit && (
            <FormField label="Estoque mínimo" error={errors.estoque_minimo?.message}>
              <Input {...form.register('estoque_minimo')} inputMode="decimal" autoComplete="off" />
            </FormField>
          )}
        </SimpleGrid>
        {custoFixo && (
          <Text fontSize="sm" color="fg.muted" data-testid="custo-do-kit">
            Kit comprado fechado
            {props.produto?.origem ? ` de ${props.produto.origem.distribuidor.nome}` : ''}: o custo é o preço
            pago; a potência e o estoque seguem os componentes.
          </Text>
        )}
        {kit && !custoFixo && (
          <Text fontSize="sm" color="fg.muted" data-testid="custo-do-kit">
            O custo do kit é a soma dos custos dos componentes
            {props.produto ? ` (hoje ${reais(props.produto.custo_rs)})` : ''}, e o estoque dele segue o dos
            componentes.
          </Text>
        )}
        {campos.length > 0 && (
          <Stack gap="3" as="fieldset">
            <Text as="legend" fontWeight="semibold" fontSize="sm" mb="2">
              Dados técnicos
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
              {campos.map(campoTecnico)}
            </SimpleGrid>
          </Stack>
        )}
        <FormField label="Descrição" error={errors.descricao?.message}>
          <Textarea {...form.register('descricao')} rows={2} />
        </FormField>
        <ArquivosDoProduto
          produto={props.produto}
          imagem={arquivos.imagem}
          datasheet={arquivos.datasheet}
          erros={errosArquivos}
          onImagem={(imagem) => setArquivos((a) => ({ ...a, imagem }))}
          onDatasheet={(datasheet) => setArquivos((a) => ({ ...a, datasheet }))}
        />
      </Stack>
    </FormDialog>
  );
}
