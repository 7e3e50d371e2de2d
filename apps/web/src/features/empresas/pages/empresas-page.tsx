import { Building2 } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function EmpresasPage() {
  return (
    <PlaceholderScreen
      title="Empresas"
      subtitle="Empresas cadastradas no sistema"
      description="A lista de empresas aparecerá aqui para a administração do sistema."
      icon={<Building2 />}
    />
  );
}
