import { Router } from "express";

export const router = Router();
