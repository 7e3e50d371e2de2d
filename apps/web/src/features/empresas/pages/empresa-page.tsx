import { Building } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function EmpresaPage() {
  return (
    <PlaceholderScreen
      title="Minha empresa"
      subtitle="Dados da empresa selecionada"
      description="Os dados da sua empresa — razão social, CNPJ, endereço e redes sociais — aparecerão aqui."
      icon={<Building />}
    />
  );
}
