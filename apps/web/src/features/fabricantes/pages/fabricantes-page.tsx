import { Factory } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function FabricantesPage() {
  return (
    <PlaceholderScreen
      title="Fabricantes"
      subtitle="Fabricantes de inversores e suas integrações"
      description="Os fabricantes de inversores e o estado de cada integração aparecerão aqui."
      icon={<Factory />}
    />
  );
}
