import { clientKey } from "../../client-key";
import { Router } from "express";
import { orderSchema } from "~/lib/schemas/orders";
import { absoluteUrl, placeOrder } from "../../services/orders";
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
    const placed = await placeOrder(input, {
      ip: clientKey(req.ip),
      page: "api",
      referrer: req.get("referer") ?? undefined,
    });
    const body: Record<string, string> = {
      orderNumber: placed.order.orderNumber,
      confirmationUrl: absoluteUrl(placed.confirmationPath),
    };
    if (placed.nextUrl !== placed.confirmationPath) body.paymentUrl = placed.nextUrl;
    res.status(placed.created ? 201 : 200).json(body);
  }),
});
