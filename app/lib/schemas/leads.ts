import { z } from "zod/mini";
import {
  budgetOptions,
  contactServiceOptions,
  heroServiceOptions,
  timelineOptions,
} from "~/content/lead-options";
import { choice, emailAddress, optionalLine, optionValues, requiredLine, requiredText } from "./fields";

export { budgetOptions, contactServiceOptions, heroServiceOptions, timelineOptions };

/** Lead forms (spec 5): one schema per form, for the browser, its page action and the JSON API. */

export function serviceLabel(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  const options = [...heroServiceOptions, ...contactServiceOptions];
  return options.find((option) => option.value === value)?.label ?? value;
}

/** The message the hero form sends (spec 7): a free marketing plan was requested, for this service. */
export function freePlanMessage(service: string): string {
  return `Free marketing plan requested. Service of interest: ${serviceLabel(service)}.`;
}

const personName = () => requiredLine("Name is required", 120);
const phone = () => requiredLine("Phone number is required", 40);
const company = () => requiredLine("Business name is required", 160);
const PLEASE_SELECT_SERVICE = "Please select a service";

/** Hero free-plan form: four typed fields and the generated message (freePlanMessage). */
export const heroFormSchema = z.object({
  name: personName(),
  email: emailAddress(),
  phone: phone(),
  service: choice(optionValues(heroServiceOptions), PLEASE_SELECT_SERVICE),
  message: requiredText("Please provide some details", 5000),
});

/** Contact form, with the spec's exact messages. */
export const contactFormSchema = z.object({
  name: personName(),
  company: company(),
  email: emailAddress(),
  phone: phone(),
  service: choice(optionValues(contactServiceOptions), PLEASE_SELECT_SERVICE),
  message: requiredText("Please provide some details", 5000),
});

/** Quick message (page and widget); also the POST /api/quick-contact body. */
export const quickMessageSchema = z.object({
  name: personName(),
  email: emailAddress(),
  message: requiredText("Message is required", 5000),
});

/** Custom-design request (/custom-quote), stored as a lead of kind 'custom-quote'. */
export const customQuoteSchema = z.object({
  name: personName(),
  email: emailAddress(),
  phone: optionalLine(40),
  company: company(),
  website: optionalLine(300),
  budget: choice(optionValues(budgetOptions), "Please choose a budget range"),
  timeline: choice(optionValues(timelineOptions), "Please choose a timeline"),
  message: requiredText("Please tell us about the website you need", 5000),
});
