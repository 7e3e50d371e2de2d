import { Heading, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { formatDocumento } from '@irradia/shared';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { FormField } from '../../../components/form-field.tsx';
import { MaskedInput } from '../../../components/masked-input.tsx';

type Texto = string | null | undefined;
export interface EmpresaCamposForm {
  nome: string;
  razao_social?: Texto;
  cnpj?: Texto;
  filial?: Texto;
  slogan?: Texto;
  youtube?: Texto;
  instagram?: Texto;
  facebook?: Texto;
  cep?: Texto;
  logradouro?: Texto;
  numero?: Texto;
  complemento?: Texto;
  bairro?: Texto;
  cidade?: Texto;
  uf?: Texto;
}

/** The company's identity, address and social links: shared by registration and settings. */
/** The field names above, for mapping a 422's errors back onto the form. */
export const CAMPOS_EMPRESA = [
  'nome',
  'razao_social',
  'cnpj',
  'filial',
  'slogan',
  'youtube',
  'instagram',
  'facebook',
  'cep',
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'uf',
];

export function EmpresaFormFields(props: {
  register: UseFormRegister<EmpresaCamposForm>;
  control: Control<EmpresaCamposForm>;
  errors: FieldErrors<EmpresaCamposForm>;
}) {
  const { register, control, errors } = props;
  return (
    <Stack gap="6">
      <Stack gap="4">
        <Heading size="sm">Identificação</Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Nome fantasia" required error={errors.nome?.message}>
            <Input {...register('nome')} autoComplete="organization" />
          </FormField>
          <FormField label="Razão social" error={errors.razao_social?.message}>
            <Input {...register('razao_social')} />
          </FormField>
          <FormField label="CNPJ" error={errors.cnpj?.message} helper="Aceita o CNPJ alfanumérico.">
            <Controller
              control={control}
              name="cnpj"
              render={({ field }) => (
                <Input
                  value={
                    formatDocumento(field.value ?? '').length > 11
                      ? formatDocumento(field.value)
                      : (field.value ?? '')
                  }
                  onChange={(e) =>
                    field.onChange(
                      e.target.value
                        .toUpperCase()
                        .replace(/[^0-9A-Z]/g, '')
                        .slice(0, 14),
                    )
                  }
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  placeholder="00.000.000/0000-00"
                />
              )}
            />
          </FormField>
          <FormField
            label="Filial"
            error={errors.filial?.message}
            helper="Opcional, quando houver mais de uma unidade."
          >
            <Input {...register('filial')} />
          </FormField>
          <FormField label="Slogan" error={errors.slogan?.message}>
            <Input {...register('slogan')} />
          </FormField>
        </SimpleGrid>
      </Stack>
      <Stack gap="4">
        <Heading size="sm">Endereço</Heading>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          <FormField label="CEP" error={errors.cep?.message}>
            <MaskedInput control={control} name="cep" formato="cep" />
          </FormField>
          <FormField label="UF" error={errors.uf?.message}>
            <Input {...register('uf')} maxLength={2} textTransform="uppercase" />
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Logradouro" error={errors.logradouro?.message}>
            <Input {...register('logradouro')} autoComplete="address-line1" />
          </FormField>
          <SimpleGrid columns={2} gap="4">
            <FormField label="Número" error={errors.numero?.message}>
              <Input {...register('numero')} />
            </FormField>
            <FormField label="Complemento" error={errors.complemento?.message}>
              <Input {...register('complemento')} />
            </FormField>
          </SimpleGrid>
          <FormField label="Bairro" error={errors.bairro?.message}>
            <Input {...register('bairro')} />
          </FormField>
          <FormField label="Cidade" error={errors.cidade?.message}>
            <Input {...register('cidade')} autoComplete="address-level2" />
          </FormField>
        </SimpleGrid>
      </Stack>
      <Stack gap="4">
        <Heading size="sm">Redes sociais</Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField label="Instagram" error={errors.instagram?.message}>
            <Input {...register('instagram')} type="url" placeholder="https://instagram.com/…" />
          </FormField>
          <FormField label="Facebook" error={errors.facebook?.message}>
            <Input {...register('facebook')} type="url" placeholder="https://facebook.com/…" />
          </FormField>
          <FormField label="YouTube" error={errors.youtube?.message}>
            <Input {...register('youtube')} type="url" placeholder="https://youtube.com/…" />
          </FormField>
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
