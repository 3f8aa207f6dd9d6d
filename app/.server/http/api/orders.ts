import { clientKey } from "../../client-key";
import { Router } from "express";
import { visitOfPost } from "~/lib/attribution";
import { orderSchema } from "~/lib/schemas/orders";
import { absoluteUrl, placeOrder } from "../../services/orders/orders";
import { handle, parseInput } from "../errors";
import { route } from "../methods";

export const router = Router();

/**
 * POST /api/orders { templateId, name, email, company, phone, notes?, consent: true }
 * → 201 { orderNumber, confirmationUrl } (a repeat within seconds → 200 with the same order).
 */
route(router, "/orders", {
  post: handle(async (req, res) => {
    const input = parseInput(orderSchema, req.body);
    const visit = visitOfPost({
      field: typeof req.body?.visit === "string" ? req.body.visit : undefined,
      referer: req.get("referer"),
    });
    const placed = await placeOrder(input, {
      ip: clientKey(req.ip),
      userAgent: req.get("user-agent"),
      page: "api",
      landing: visit?.landing,
      referrer: visit?.referrer ?? req.get("referer") ?? undefined,
      utm: visit?.utm,
    });
    const body: Record<string, string> = {
      orderNumber: placed.order.orderNumber,
      confirmationUrl: absoluteUrl(placed.confirmationPath),
    };
    if (placed.nextUrl !== placed.confirmationPath) body.paymentUrl = placed.nextUrl;
    res.status(placed.created ? 201 : 200).json(body);
  }),
});
