import {
  Award,
  Briefcase,
  Building2,
  ClipboardList,
  FileText,
  Flower2,
  Gift,
  Heart,
  Scale,
  Shield,
  Sun,
  Truck,
  BarChart3,
  CalendarCheck,
  CalendarClock,
  Clock,
  DollarSign,
  DoorClosed,
  Gauge,
  Handshake,
  Home,
  Image,
  Leaf,
  type LucideIcon,
  MapPin,
  Megaphone,
  MessageSquare,
  Monitor,
  Paintbrush,
  Palette,
  Percent,
  Phone,
  Rocket,
  Search,
  ShieldCheck,
  Smartphone,
  Snowflake,
  Sparkles,
  Star,
  Target,
  TrendingUp,
  Users,
  Wrench,
  Zap,
} from "lucide-react";
import type { IconName } from "~/content/icons";
import { cn } from "~/lib/utils";

const icons: Record<IconName, LucideIcon> = {
  monitor: Monitor,
  search: Search,
  chart: BarChart3,
  megaphone: Megaphone,
  target: Target,
  rocket: Rocket,
  trending: TrendingUp,
  wrench: Wrench,
  snowflake: Snowflake,
  zap: Zap,
  home: Home,
  leaf: Leaf,
  sparkles: Sparkles,
  paintbrush: Paintbrush,
  garage: DoorClosed,
  handshake: Handshake,
  message: MessageSquare,
  map: MapPin,
  shield: ShieldCheck,
  users: Users,
  clock: Clock,
  smartphone: Smartphone,
  star: Star,
  gauge: Gauge,
  palette: Palette,
  calendar: CalendarClock,
  "calendar-check": CalendarCheck,
  dollar: DollarSign,
  percent: Percent,
  award: Award,
  phone: Phone,
  image: Image,
  building: Building2,
  "shield-plain": Shield,
  clipboard: ClipboardList,
  truck: Truck,
  scale: Scale,
  briefcase: Briefcase,
  file: FileText,
  heart: Heart,
  flower: Flower2,
  sun: Sun,
  gift: Gift,
};

/** Decorative icon named by content; a `className` replaces the default size. */
export function ContentIcon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden className={className} />;
}

/** The 48 px tinted tile icons sit on (docs/design.md). */
export function IconTile({
  name,
  tone = "brand",
  className,
}: {
  name: IconName;
  tone?: "brand" | "ember";
  className?: string;
}) {
  return (
    <span
      className={cn(
        "icon-tile",
        tone === "brand" ? "bg-brand-50 text-brand-700" : "bg-ember-50 text-ember-600",
        className,
      )}
    >
      <ContentIcon name={name} />
    </span>
  );
}
