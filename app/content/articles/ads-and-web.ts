import type { SeedArticle } from "./types";

export const adsAndWebArticles: SeedArticle[] = [
  {
    id: "1700000000006",
    slug: "google-ads-for-hvac-companies",
    title: "Google Ads for HVAC Companies: A Budget That Actually Works",
    excerpt:
      "How much should an HVAC company spend on Google Ads, which keywords deserve the money, and how to stop paying for clicks that never become service calls.",
    author: "james",
    categories: ["Paid Ads"],
    tags: ["ppc", "google ads", "hvac", "lead generation"],
    publishedAt: "2026-10-20T14:00:00Z",
    content: `Google Ads can fill an HVAC company's schedule in a week, or burn through thousands of dollars with nothing to show for it. The difference is rarely the budget. It is how the account is set up and how closely someone watches it.

Here is how we build and run search campaigns for heating and cooling companies.

## Start with the numbers, not the budget

Before choosing a budget, work out what a customer is worth:

- **Average ticket:** what a typical repair or installation brings in.
- **Close rate:** how many calls turn into booked jobs.
- **Lifetime value:** a repair customer who signs up for a maintenance plan and replaces their system in five years is worth far more than one ticket.

If a repair call books 60 percent of the time at an average ticket of $350, a lead is worth about $210 in first-visit revenue alone. That tells you how much you can afford to pay per call and still make money.

## How much to spend

For most single-location HVAC companies in a large metro area, a starting budget of $1,500 to $3,000 a month for search ads gives enough data to optimize. Less than that, and you run out of budget by mid-morning, which means you miss the calls that come in at lunchtime and after work. In peak season, be ready to raise the budget for a few weeks when demand jumps.

## Choose keywords with intent

Not every search is a customer. Someone typing "how does a heat pump work" is researching; someone typing "AC repair near me" needs help today. Put your money behind searches that signal urgency and buying intent:

- "AC repair", "air conditioner not cooling", "furnace repair"
- "HVAC company near me", "emergency AC service"
- "AC installation cost", "new air conditioner" (for replacement jobs)

Use phrase and exact match to control where your ads show, and review the search terms report every week.

## Negative keywords save more money than anything else

Negative keywords stop your ads from showing for searches you do not want. Every HVAC account needs a starting list:

- **jobs, careers, salary, training, school**
- **DIY, how to, manual, parts, filter sizes**
- **car, auto, RV** (car AC searches are common)
- brand names of equipment you do not service

Add new negatives weekly from the search terms report. In a new account, this alone often cuts wasted spend by a quarter.

## Write ads that answer the customer's worry

Someone with a broken AC in July worries about three things: how fast you can come, what it will cost, and whether you are trustworthy. Your ad should answer those:

> **Same-Day AC Repair in Houston | Upfront Pricing, No Surprises**
> Licensed, background-checked techs. 4.9 stars from 600+ neighbors. Call now for a same-day visit.

Use call assets so mobile users can call straight from the ad, and location assets linked to your Google Business Profile.

## Send clicks to a page built for the search

Sending every click to your home page wastes money. Someone searching "furnace repair" should land on a furnace repair page with a phone number at the top, your reviews, your service area and a simple booking form. A dedicated landing page often doubles the rate at which clicks become calls.

## Track calls, not clicks

Clicks are not customers. Set up call tracking so you know which keywords and ads produce calls, and how long those calls last. A 30-second call is probably a wrong number; a 4-minute call is probably a booking. Import those conversions into Google Ads so its bidding learns from real results.

## Schedule ads for when you can answer

If nobody answers the phone after 7 PM, do not pay for calls after 7 PM, or make sure the ads send those visitors to an online booking form. Missed calls from paid ads are the most expensive leads you will ever lose.

## Review the account every week

A simple weekly routine keeps an account healthy:

1. Check the search terms and add negatives.
2. Pause keywords that spent money without producing calls.
3. Compare cost per booked job to your target.
4. Adjust budgets toward the campaigns with the best return.

## When to bring in help

If you are spending more than $2,000 a month and do not know your cost per booked job, you are probably overpaying. A well-run account should tell you exactly what each new customer costs, so you can decide confidently whether to spend more.`,
  },
  {
    id: "1700000000007",
    slug: "local-services-ads-vs-google-search-ads",
    title: "Local Services Ads vs. Google Search Ads: Which Should You Run?",
    excerpt:
      "Local Services Ads charge per lead and carry the Google Guaranteed badge; search ads charge per click and give you more control. Here is how to choose, or combine them.",
    author: "james",
    categories: ["Paid Ads"],
    tags: ["ppc", "google guaranteed", "lead generation", "plumbing"],
    publishedAt: "2026-09-30T14:00:00Z",
    content: `Search "plumber near me" and the very top of the results often shows a row of businesses with a green check mark and the words "Google Guaranteed" or "Google Screened". Those are Local Services Ads (LSAs). Below them come the regular search ads, then the map, then the organic results.

Both ad types can bring profitable jobs. They work differently, though, and many owners waste money by treating them the same.

## How Local Services Ads work

- **You pay per lead, not per click.** A lead is usually a phone call or message from a customer who found you through the ad.
- **You must pass screening.** Background checks, license and insurance verification. It takes a few weeks.
- **You get the badge.** The Google Guaranteed badge builds trust at a glance.
- **Ranking depends on reviews, responsiveness and proximity.** Your review score, how quickly you answer calls and messages, and how close you are to the customer matter more than your bid.
- **You have limited control.** You pick job types and service areas, but not keywords or ad text.

## How Google search ads work

- **You pay per click.** Whether or not the person calls.
- **You control everything.** Keywords, ad text, landing pages, schedules, bids and budgets.
- **You can target specific jobs.** For example, only water heater replacements or only tankless installations.
- **Results depend on the setup.** A well-managed account can beat LSAs on cost per job; a neglected one can lose money fast.

## When Local Services Ads shine

LSAs tend to work best for:

- **Emergency and repair work,** where customers call the first trusted business they see.
- **Companies with strong reviews.** LSA ranking leans heavily on review count and rating.
- **Owners without time to manage an ad account.** There is far less to tune.
- **Markets where trust is a hurdle.** The badge reassures customers letting a stranger into their home.

## When search ads are the better bet

Search ads usually win when:

- **You want specific, high-value jobs.** LSAs cannot be limited to "whole-home repipe"; search ads can.
- **You have strong landing pages** that convert visitors into calls.
- **You need volume beyond what LSAs deliver.** LSA lead volume is capped by how many customers choose the LSA row.
- **You want to promote an offer,** such as a seasonal tune-up price or financing.

## Why most companies should run both

For most established home-service businesses, the answer is not either-or. LSAs capture the customers who trust the badge and call straight away. Search ads capture the rest and let you target the profitable jobs LSAs cannot. Together they take up more of the page, which means fewer customers see your competitors.

## Getting the most from LSAs

1. **Answer every call.** Missed calls hurt your ranking. If you cannot answer, turn ads off for those hours.
2. **Dispute bad leads.** Wrong numbers, job types you do not offer and spam can be disputed for credit. Review leads weekly.
3. **Keep reviews flowing.** More recent reviews mean higher placement.
4. **Set your service area realistically.** Leads from far away cost the same but are less profitable.
5. **Mark leads as booked.** It helps you track results.

## Getting the most from search ads

1. **Build a negative keyword list** so you do not pay for DIY and job seekers.
2. **Use call tracking** so you can see cost per booked job.
3. **Match landing pages to searches:** drain cleaning ads go to a drain cleaning page.
4. **Adjust for season and weather.** Raise budgets during freezes, heat waves and storms.

## How to compare results fairly

Judge both channels by the same number: **cost per booked job**. An LSA lead at $45 that books 70 percent of the time costs about $64 per job. A search click at $18 with a 15 percent call rate and 60 percent booking rate costs about $200 per job. Those numbers change a lot by market and trade, which is exactly why you should measure your own.

## The bottom line

If you are just starting with paid ads and have good reviews, Local Services Ads are usually the fastest and simplest win. Once those are running smoothly, add search campaigns for your most valuable services. Track cost per booked job for both, and move your budget toward whatever brings customers most profitably.`,
  },
  {
    id: "1700000000008",
    slug: "home-service-website-that-converts",
    title: "7 Things Every Home-Service Website Needs to Turn Visitors Into Calls",
    excerpt:
      "Traffic is only half the job. These seven elements turn a plumbing, HVAC or roofing website from an online brochure into the hardest-working member of your sales team.",
    author: "priya",
    categories: ["Web Design"],
    tags: ["website", "conversion", "mobile", "lead generation"],
    publishedAt: "2026-07-08T14:00:00Z",
    content: `Many home-service companies spend good money getting people to their website, then lose most of them in the first ten seconds. The visitor cannot find the phone number, is not sure the company serves their area, or simply does not trust what they see.

A website that converts is not about fancy design. It is about answering a worried homeowner's questions quickly and making it effortless to get in touch. These are the seven elements we put on every site we build.

## 1. A phone number you cannot miss

Most visitors are on a phone, and many are dealing with something urgent. Your phone number should be at the top of every page, tappable, and visible without scrolling. On mobile, a sticky "Call Now" button at the bottom of the screen often increases calls noticeably.

Show your hours next to it, and if you offer emergency service, say so right there: "24/7 Emergency Service".

## 2. A headline that says what you do and where

Visitors decide in seconds whether they are in the right place. A headline like "Quality You Can Trust" tells them nothing. Compare it with:

> **Fast, Honest AC Repair in Houston & Katy. Same-Day Service Available.**

It names the service, the area and a reason to call. Put a short line under it with your strongest proof, such as years in business or review rating.

## 3. Trust signals above the fold

Letting a stranger into your home takes trust. Put proof where visitors see it immediately:

- your Google rating and review count;
- license and insurance details;
- years in business;
- recognizable badges: BBB, manufacturer certifications, Google Guaranteed;
- real photos of your team, not stock images.

## 4. A clear page for every main service

Someone searching for "tankless water heater installation" wants to land on a page about exactly that, not a general services page. Each service page should explain what the job involves, what affects the price, how long it takes, and what makes your company the right choice. Include photos from real jobs and a call to action on every screen.

## 5. A short, friendly form

Some customers would rather not call, especially during work hours. Give them a form with as few fields as possible: name, phone, email, service needed and a short message. Every extra field loses people. Tell them when you will respond: "We reply within one business day, usually much sooner."

## 6. Speed, especially on phones

A site that takes six seconds to load on a phone loses a large share of visitors before they see anything. Compress images, avoid heavy sliders and video backgrounds, and choose hosting that is built for speed. Aim for a page that is usable in under two seconds on a typical mobile connection.

## 7. Reviews and stories from real customers

Sprinkle testimonials throughout the site, not just on a reviews page. Put a short review next to each call to action. Add a few before-and-after project stories with photos. Specific stories ("They replaced our 20-year-old unit in one day and left the attic cleaner than they found it") persuade far more than generic praise.

## Bonus: make it easy to measure

Install call tracking and form tracking from day one so you know which pages, ads and search terms bring customers. Without it, you are guessing which marketing works.

## A quick self-test

Open your website on your phone and pretend your AC just died in August. Ask yourself:

- Can I call within five seconds?
- Do I know immediately that they serve my area?
- Do I trust them enough to let them into my home?
- Is there an easy way to reach them if I do not want to call?

If any answer is no, you are losing jobs you already paid to attract. Fixing these seven things is usually faster and cheaper than buying more traffic, and it makes every other marketing dollar work harder.`,
  },
  {
    id: "1700000000009",
    slug: "website-speed-costing-you-jobs",
    title: "Why Your Website's Speed Is Costing You Jobs",
    excerpt:
      "A slow website quietly sends customers to your competitors. What page speed means for a home-service business, how to test it in five minutes and the fixes that matter most.",
    author: "priya",
    categories: ["Web Design"],
    tags: ["website", "page speed", "mobile", "seo"],
    publishedAt: "2026-05-19T14:00:00Z",
    content: `Picture a homeowner standing in an inch of water, searching for a plumber on their phone. They tap the first result. The screen stays white. Three seconds, four, five. They hit the back button and call the next company.

That is what a slow website costs you: not a vague ranking penalty, but real customers who never saw your phone number.

## Why speed matters more for home services

Home-service searches are often urgent, and they happen on phones, frequently with weak signal in a basement, an attic or a driveway. People in a hurry have no patience for loading screens. Studies of mobile browsing consistently show that the chance of a visitor leaving rises sharply as load time grows from one second to five.

Speed also affects search rankings. Google measures real-world loading experience through its Core Web Vitals, and while great content still matters more, a slow site is at a disadvantage against a fast competitor with similar content.

## Test your site in five minutes

1. Open PageSpeed Insights (pagespeed.web.dev) and enter your home page address.
2. Look at the **mobile** results first, since most of your visitors are on phones.
3. Check the field data at the top if available: it shows how real visitors experience your site.
4. Repeat for your most important service page.

Pay attention to **Largest Contentful Paint** (how long until the main content appears; aim for under 2.5 seconds) and **Interaction to Next Paint** (how quickly the page responds to taps).

## The most common culprits

In our audits of home-service websites, the same problems appear again and again:

- **Huge images.** A photo straight from a phone can be 5 MB. On the web it should usually be under 200 KB.
- **Sliders and video backgrounds.** They look impressive on a desktop in the office and slow everything down on a phone.
- **Too many plugins and tracking scripts.** Chat widgets, pop-ups, multiple analytics tools and social feeds all add weight.
- **Cheap shared hosting.** A server shared with hundreds of other sites responds slowly, especially at busy times.
- **Page builders that generate bloated code.** Some drag-and-drop tools produce pages several times heavier than necessary.

## Fixes that make the biggest difference

### Compress and resize images

Resize photos to the size they are displayed, and use modern formats such as WebP. This single step often cuts page weight in half.

### Remove what you do not need

Audit every plugin, widget and script. If nobody uses the chat widget, remove it. If three tools track the same thing, keep one.

### Replace the slider

One strong photo with a clear headline and phone number converts better than a rotating slider, and loads much faster.

### Load things only when needed

Images further down the page can load as the visitor scrolls. Maps and videos can load when tapped.

### Invest in decent hosting

Good hosting costs a little more each month, and a faster site usually pays for it with a handful of extra calls.

## What fast looks like

A well-built home-service website should show its headline, phone number and main call to action in under two seconds on a typical phone connection. Every page should be light enough that a customer in a basement with one bar of signal can still reach you.

## Speed is a feature customers feel

Customers never say "what a fast website". They simply stay, read, trust and call. A slow site loses them before they know what they are missing. If your site scores poorly on mobile, fixing it is one of the highest-return improvements you can make, because it raises the results of everything else: your ads, your SEO and your Google Business Profile all send people to a page that actually loads.`,
  },
  {
    id: "1700000000010",
    slug: "track-marketing-roi-home-service",
    title: "How to Know Which Marketing Actually Brings in Jobs",
    excerpt:
      "Stop guessing which ads, listings and pages bring customers. A practical guide to call tracking, lead sources and the one number every home-service owner should watch.",
    author: "derek",
    categories: ["Analytics"],
    tags: ["call tracking", "roi", "lead generation", "google ads"],
    publishedAt: "2026-04-14T14:00:00Z",
    content: `Ask most home-service owners which marketing works best and you will hear a confident answer, followed by "I think." Without tracking, decisions about where to spend are based on memory and gut feeling, and the loudest channel is not always the most profitable one.

You do not need a data science degree to fix this. You need a few simple tools and the habit of looking at the numbers every month.

## The one number that matters: cost per booked job

Clicks, impressions and even leads are only steps along the way. The number that tells you whether marketing is working is:

**Cost per booked job = marketing spend for a channel / jobs booked from that channel**

If you spent $2,000 on Google Ads last month and booked 25 jobs from it, each job cost $80. Compare that with your average ticket and profit margin, and you know whether to spend more, less or differently.

## Step 1: Use call tracking

Most home-service leads arrive by phone, so phone calls must be tracked. Call tracking gives each marketing channel its own phone number that forwards to your main line:

- one number for your website;
- one for Google Ads;
- one for your Google Business Profile;
- one for each offline campaign, such as yard signs, truck wraps or mailers.

For your website, dynamic number insertion shows a different number depending on how the visitor arrived, so you can see which search terms and ads produced calls. Recording calls (with the proper disclosure) also helps you train your office staff.

## Step 2: Ask every caller how they found you

Tracking numbers are not perfect, and word of mouth does not show up in software. Train whoever answers the phone to ask, "How did you hear about us?" and record the answer in your scheduling software. Give them a short list to choose from so answers are consistent.

## Step 3: Connect leads to jobs and revenue

A lead source is only useful if you can follow it to a booked job and an invoice. Most field-service software lets you tag each job with a lead source. Once that is in place, you can see not just which channel brings calls, but which one brings the best jobs. You may find that Google Ads brings more calls, while your Google Business Profile brings larger installation jobs.

## Step 4: Review a simple monthly report

Once a month, fill in a table like this for each channel:

- money spent;
- calls and forms received;
- jobs booked;
- revenue from those jobs;
- cost per booked job.

Look for channels where cost per booked job is rising, and ones where it is low enough that you should spend more.

## Common tracking mistakes

- **Using the same number everywhere.** If every ad and listing shows your main number, you cannot tell them apart.
- **Counting leads instead of jobs.** A channel with many cheap leads that rarely book can be the most expensive one.
- **Judging too quickly.** SEO and reviews take months to pay off. Judge them over quarters, not weeks.
- **Forgetting lifetime value.** A customer who signs up for a maintenance plan is worth far more than one ticket.

## What good tracking changes

When one of our HVAC clients set up call tracking and lead sources, they discovered that a directory listing costing $900 a month had produced just four booked jobs in a quarter, while their Google Business Profile, which cost nothing but time, had produced over sixty. They moved the directory budget into Local Services Ads and review requests, and their cost per booked job fell by almost half within two months.

## Start small

You do not need to track everything perfectly on day one. Start with call tracking on your website and Google profile, and ask every caller how they found you. Within a month you will know more about your marketing than most of your competitors ever will.`,
  },
];
