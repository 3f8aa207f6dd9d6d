import { Star } from "lucide-react";
import { cn } from "~/lib/utils";

/** A row of rating stars with an accessible label ("Rated 5 out of 5"). */
export function Stars({ rating = 5, className }: { rating?: number; className?: string }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className={cn("inline-flex gap-0.5", className)}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden
          className={cn(
            "size-4",
            index < rating ? "fill-amber-400 text-amber-400" : "fill-slate-200 text-slate-200",
          )}
        />
      ))}
    </span>
  );
}
