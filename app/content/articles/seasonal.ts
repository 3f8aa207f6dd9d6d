import type { SeedArticle } from "./types";

export const seasonalArticles: SeedArticle[] = [
  {
    id: "1700000000011",
    slug: "year-round-marketing-calendar-home-service",
    title: "A Year-Round Marketing Calendar for Home-Service Businesses",
    excerpt:
      "Busy seasons pay the bills and slow seasons test them. A month-by-month marketing plan that keeps HVAC, plumbing and roofing crews busy all year.",
    author: "tasha",
    categories: ["Seasonal Marketing"],
    tags: ["seasonal", "planning", "hvac", "maintenance plans"],
    publishedAt: "2026-10-05T14:00:00Z",
    content: `Most home-service businesses live with feast and famine. In July the phones ring nonstop and customers wait a week for an appointment. In October and March, technicians sit in the shop waiting for work. Seasonal demand is not going away, but good planning can flatten the curve.

The key idea is simple: **market ahead of the season, not during it.** When demand peaks, customers find you anyway. The real gains come from filling the slow weeks and preparing for the busy ones.

## January to February: plan and fill the winter gap

- **Review last year.** Which channels brought the most booked jobs? Where did you waste money? Set your budget by channel for the year.
- **Push indoor work.** Plumbers can promote water heater replacements and repiping. Electricians can push panel upgrades, whole-home surge protection and lighting projects.
- **Sell maintenance plans.** Customers who just paid for a winter repair are receptive to a plan that prevents the next one.
- **Ask for reviews from every winter job,** so your profile is strong before spring.

## March to April: get ahead of cooling season

- **Promote AC tune-ups** before the first heat wave. A spring tune-up campaign fills the schedule and finds repair and replacement opportunities early.
- **Refresh your website and Google Business Profile** with new photos, updated offers and seasonal posts.
- **Send an email to past customers** reminding them to book maintenance before the rush.
- **Roofers:** promote inspections after winter storms and before spring hail.

## May to August: capture the peak

- **Raise paid ad budgets on hot days.** Demand for AC repair jumps with temperature, so be ready to spend more during heat waves.
- **Answer every call.** This is when missed calls are most expensive. Add staff or an answering service for overflow.
- **Focus ads on profitable jobs.** When you are fully booked, shift budget toward replacement and installation keywords rather than low-ticket repairs.
- **Collect reviews aggressively.** Peak season is your biggest chance to grow your review count.

## September to October: the shoulder season

- **Promote heating tune-ups** and furnace safety checks before the first cold snap.
- **Offer indoor air quality** products and duct cleaning.
- **Plumbers:** promote drain cleaning and water heater flushes.
- **Run a "beat the rush" offer** for system replacements, with financing. Many homeowners whose AC struggled all summer are ready to replace it when the weather cools.

## November to December: relationships and planning

- **Thank your customers.** A simple holiday card or email keeps you top of mind.
- **Promote gift-able services** like maintenance plans.
- **Prepare for freezes.** Plumbers should have "frozen pipe" ads and landing pages ready before the first hard freeze, not after.
- **Plan next year's calendar** while the numbers from this year are fresh.

## Three habits that make any calendar work

### Keep a campaign library

Write your seasonal ads, emails and landing pages once, then reuse and improve them each year. A spring tune-up campaign that worked last year should take an hour to relaunch, not a week.

### Watch the weather

Weather drives demand more than any calendar. Set up alerts for heat waves, freezes and storms, and have ad campaigns ready to switch on within hours.

### Grow your maintenance plan base

Maintenance plans are the best antidote to seasonality. Every plan member is a scheduled visit you can place in a slow week, and plan members are far more likely to choose you when a system needs replacing.

## Put it on the wall

Print a simple twelve-month calendar and mark each campaign two to four weeks before its season starts. Assign who is responsible for each one. A plan on the wall beats a perfect plan in someone's head.

The companies that grow steadily are rarely the ones with the biggest budgets. They are the ones that prepare before the phones start ringing, and keep marketing when the phones go quiet.`,
  },
  {
    id: "1700000000012",
    slug: "storm-season-marketing-for-roofers",
    title: "Storm Season Marketing for Roofers: Be Ready Before the Weather Hits",
    excerpt:
      "When hail or a hurricane hits, homeowners search for roofers within hours. How Houston-area roofing companies can prepare their marketing so the right customers find them first.",
    author: "james",
    categories: ["Seasonal Marketing", "Paid Ads"],
    tags: ["roofing", "seasonal", "houston", "ppc"],
    publishedAt: "2026-06-02T14:00:00Z",
    content: `In the Houston area, storm season brings hail in the spring and the threat of tropical storms from June through November. When a storm rolls through, searches for "roof repair" and "roof inspection" can multiply overnight. The roofers who win those days are the ones who prepared weeks earlier.

Here is how to get your marketing storm-ready.

## Before the season: build your foundation

### Make your Google Business Profile shine

After a storm, many homeowners never look past the map. Make sure your profile has:

- the right primary category (Roofing Contractor) and relevant secondary ones;
- dozens of recent photos of real roofs you have repaired and replaced;
- a steady stream of recent reviews that mention storm damage, insurance claims and specific neighborhoods;
- accurate hours, including whether you offer emergency tarping.

### Create storm-specific landing pages

Build pages now for the searches you expect later:

- storm damage roof repair;
- hail damage roof inspection;
- emergency roof tarping;
- working with your insurance claim.

Each page should explain what you do, how quickly you can inspect, and how you help with insurance paperwork. Include real photos and reviews from past storm customers.

### Prepare ads in advance

Write your storm campaigns before the season and keep them paused. When a storm hits, you can switch them on in minutes instead of writing ads while your phone is already ringing. Target the ZIP codes in the storm's path.

## During a storm event: move fast, stay honest

### Turn on campaigns quickly

Activate your storm ads within hours, focused on the affected areas. Raise budgets for the first few days, when demand is highest. Use call assets so mobile users can call directly.

### Answer every call

A storm is not the time for voicemail. Add temporary staff or an answering service to handle overflow, and give callers a realistic inspection date. Customers remember the company that picked up the phone.

### Post updates

Use your Google Business Profile and social media to post short updates: which areas you are serving, how to request an inspection, and safety tips such as staying off damaged roofs.

## Stand apart from storm chasers

After big storms, out-of-town crews arrive with door hangers and high-pressure pitches. Some do poor work and disappear before the warranty matters. Your marketing should make the difference obvious:

- **Emphasize that you are local:** years in the area, a physical address, local reviews.
- **Show your credentials:** licenses, insurance, manufacturer certifications.
- **Explain your warranty** and that you will be here to honor it.
- **Educate homeowners:** share a short checklist for spotting storm chasers.

Trust is your biggest advantage, and honest marketing protects homeowners as well as your business.

## After the storm: keep the relationship

### Follow up on inspections

Many homeowners get an inspection but delay the decision while dealing with insurance. Follow up with a call or text after a week, and again after the adjuster visits.

### Ask for reviews

Storm jobs create grateful customers. Ask every one of them for a review that mentions the storm and their neighborhood. Those reviews make you the obvious choice next time.

### Stay in touch

Add every storm customer to your email list. Send a seasonal reminder before the next storm season with a free inspection offer.

## Work with insurance, not around it

Most storm repairs are paid at least partly by insurance, and the claim process confuses many homeowners. Explain it plainly on your website and in your follow-up messages: document the damage with dated photos, call the insurer promptly, and be present when the adjuster inspects the roof. Never promise to cover a deductible or inflate a claim; it is illegal in Texas and it damages the trust you are building.

## A simple storm-readiness checklist

- Google Business Profile updated with photos and reviews.
- Storm landing pages live and tested on mobile.
- Storm ad campaigns written and paused.
- Overflow call plan in place.
- Follow-up text and email templates ready.

Storms are unpredictable, but your response does not have to be. Roofers who prepare their marketing before the season can help more homeowners, faster, and build a reputation that lasts long after the storm clouds clear.`,
  },
  {
    id: "1700000000013",
    slug: "email-marketing-for-home-service-businesses",
    title: "Email Marketing for Home-Service Businesses: Turn One-Time Jobs Into Repeat Customers",
    excerpt:
      "Your past customers are your cheapest source of new jobs. Five emails every home-service business should send, and how to keep them useful instead of annoying.",
    author: "tasha",
    categories: ["Email Marketing"],
    tags: ["email", "repeat customers", "maintenance plans", "reviews"],
    publishedAt: "2026-11-10T14:00:00Z",
    content: `Most home-service companies spend nearly all their marketing budget on finding new customers, while the hundreds or thousands of customers they have already served hear nothing until something breaks. By then, many have forgotten your name and search Google again, where your competitors are waiting.

Email is the simplest way to stay in touch. It costs almost nothing, you own the list, and customers who already trust you are far more likely to book than strangers.

## Start with the list you already have

Your scheduling or invoicing software probably holds the email addresses of every customer you have served. That is your starting list. From now on, collect an email address on every job, and explain what customers will receive: reminders, seasonal tips and the occasional offer.

Always get permission, and make unsubscribing easy. A smaller list of people who want your emails is worth far more than a large list of people who mark you as spam.

## Five emails every home-service business should send

### 1. The thank-you email

Send it the day after a job. Thank the customer, remind them what you did, and include a direct link to leave a review. This single email can double the reviews you receive.

### 2. The maintenance reminder

Send reminders based on the service history: "It's been a year since your last AC tune-up" or "Your water heater is due for a flush." These emails are genuinely useful, and they fill your schedule in slow weeks.

### 3. The seasonal tip

Four to six times a year, send a short, practical tip tied to the season: how to prepare pipes for a freeze, what to check before turning on the AC, how to spot roof damage after a storm. Add a gentle call to action at the end. Helpful content keeps your emails opened.

### 4. The offer

A few times a year, send an offer: a tune-up special, financing on replacements, a discount for plan members. Keep offers occasional so they feel special rather than constant.

### 5. The referral request

Happy customers are glad to recommend you, but rarely think to. Once or twice a year, ask them to forward your email to a neighbor, and consider a thank-you for referrals that turn into jobs.

## Keep emails short and personal

- **Write like a person.** Sign emails from the owner or the customer's technician, not "The Team".
- **One message per email.** A reminder, a tip or an offer, not all three.
- **Make the next step obvious.** A big "Book Your Tune-Up" button and your phone number.
- **Design for phones.** Most emails are opened on a phone. Use a single column, large text and buttons easy to tap.

## How often should you email?

For most home-service businesses, once or twice a month is plenty. More than that and people tune out; less than once a quarter and they forget who you are. Service reminders based on a customer's own history can be sent whenever they are due, since they are personal and useful.

## Measure what matters

Open rates are a rough guide, but what matters is bookings. Use a unique link or offer code in each email so you can see which ones produce jobs. Track:

- bookings from each email;
- revenue from those bookings;
- unsubscribe rate (if it climbs, you are sending too often or not being useful enough).

## Stay on the right side of the rules

Include your business name and address in every email, honor unsubscribe requests promptly, and only email people who gave you their address as customers or signed up. Use a proper email service rather than your regular inbox, so messages are delivered reliably and unsubscribes are handled automatically.

## The payoff

One of our plumbing clients started sending a simple monthly email with a seasonal tip and a maintenance reminder to about 3,000 past customers. Within six months, email was bringing in more than 40 booked jobs a month, at a cost of less than a dollar per job. Those customers already knew and trusted the company; they just needed a reminder.

Your past customers are your best marketing asset. Stay in touch, be useful, and they will keep calling you first.`,
  },
];
