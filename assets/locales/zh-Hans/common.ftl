# 所有游戏共用的文字：开局设置、菜单、设置、帮助、结果、回放、存档。


level-beginner = 新手
level-casual = 休闲
level-sharp = 精明
level-expert = 高手

seat-player = 玩家 { $n }
seat-numbered = 座位 { $n }
seat-ai-numbered = { $level } { $n }
names-and = { $first }和{ $second }

colour-red = 红
colour-yellow = 黄
colour-green = 绿
colour-blue = 蓝

setup-title = dicehall — 新游戏
setup-continue = 继续：{ $game }
setup-cannot-continue = 无法继续：{ $why }。{ $kept }请开始新游戏。
setup-unfinished = 未完成的对局（每局都保留到结束）
setup-continue-unreadable = 无法读取的存档
setup-continue-detail = { $seats } · { $turns } 个回合 · { $minutes ->
    [0] 刚刚保存
   *[other] { $minutes } 分钟前保存
}
setup-discard = 放弃
setup-discard-ask = 确定永久放弃这一局？
setup-discard-yes = 放弃这一局
setup-discard-no = 保留
setup-kept-as = 原存档已另存为 { $path }。
setup-seats = 座位数
setup-human = 真人
setup-ai = 电脑：{ $level }
setup-colour-hint = 颜色与标记：点击换下一个
setup-starts = 先手
setup-seed = 随机种子
setup-seed-hint = 留空则随机
setup-seed-error = 随机种子必须是整数，而不是“{ $seed }”。
setup-start = 开始
setup-rules = 规则
setup-language = 语言

help-title = 游戏玩法
help-unreadable = 无法显示这页说明（{ $problem }）。

settings-title = 设置
settings-dice-speed = 骰子速度
settings-instant-dice = 即时出骰（不等物理滚动）
settings-ai-pause = 电脑停顿（秒）
settings-volume = 音量
settings-reduce-motion = 减少动态（固定镜头）
settings-ui-scale = 界面大小
settings-quality = 画质
settings-quality-auto = 自动
settings-quality-low = 低
settings-quality-high = 高
settings-language = 语言

pause-title = 已暂停
pause-resume = 继续游戏
pause-rules = 规则
pause-quit-ask = 退出本局？进度已保存：在开局界面点“继续”即可回来。
pause-quit-ask-lesson = 离开本课？课程不会保存：点“学习玩法”会从头开始。
pause-exit-ask-lesson = 关闭 dicehall？课程不会保存：点“学习玩法”会从头开始。
pause-quit-yes = 退出本局
pause-quit-no = 继续玩
pause-quit-to-setup = 返回开局设置
pause-quit-app = 退出 dicehall
pause-exit-ask = 关闭 dicehall？本局已保存：在开局界面点“继续”即可回来。
pause-exit-yes = 关闭 dicehall

bar-rules = 规则 (H)
bar-settings = 设置
bar-pause = 暂停 (Esc)

results-title = 游戏结束
results-wins = { $names }获胜！
results-share = { $names }并列获胜！
results-after-rounds = 共进行 { $n } 轮
results-points = { $n } 分
results-chart = 每轮后的分数
results-play-again = 再来一局
results-new-game = 新游戏
results-watch-replay = 观看回放
results-quit = 退出

replay-move = 回放 · 第 { $at } 步，共 { $total } 步
replay-start = |◀ 开头
replay-back = ◀ 后退
replay-forward = 前进 ▶
replay-end = 结尾 ▶|
replay-play = 播放 ▶▶
replay-pause = 暂停
replay-speed = 速度 ×{ $n }
replay-leave = 离开
replay-shows-hidden = 回放：显示每个座位隐藏的骰子。

save-welcome-back = 欢迎回到{ $game }：第 { $round } 轮，轮到{ $name }。

scoreboard-title = 记分板
log-title = 游戏记录

save-error-missing = 没有存档（{ $path } 不存在）
save-error-io = 无法使用 { $path }（{ $why }）
save-error-corrupt = 存档已损坏或不完整（{ $why }）
save-error-future = 存档由更新版本的 dicehall 写入（存档格式 { $format }，本版本只能读 { $reads }）
save-error-tampered = 存档内容前后不符（{ $why }）

pad-hint-pad = 手柄 { $n }：A 键执行 · ◀ ▶ 其他选择（第 { $at } / { $total } 项）· Start：菜单
pad-hint-keys = 回车键执行 · ← → 其他选择（第 { $at } / { $total } 项）

setup-pads = 已连接 { $n } 个手柄：真人座位按座位顺序轮流分配手柄。

# The phone page (assets/phones/): its own words, plain messages, sent to the phone as they are.
phone-join = 加入
phone-room-code = 房号
phone-room-hint = TV 画面上的 4 位房号
phone-room-bad = 请填写 TV 画面上的 4 位房号。
phone-connecting = 正在连接…
phone-reconnecting = 正在重新连接…
phone-language = 语言
phone-pick-seat = 点击一个座位来玩
phone-take-seat = 选这个座位
phone-held-tv = TV
phone-held-ai = 电脑
phone-held-phone = 另一部手机
phone-held-you = 你
phone-your-seat = 你的座位
phone-your-name = 你的名字
phone-save-name = 确定
phone-colour = 颜色
phone-hand-to-tv = 交还给 TV
phone-hand-to-ai = 交给电脑
phone-waiting-start = 大家准备好后，由 TV 开始游戏。
phone-your-turn = 轮到你了！
phone-flick = 往上滑动来掷骰
phone-throw = 掷骰
phone-undo = 撤销
phone-back = 返回
phone-others = 其他座位
phone-results = 结果
phone-log = 游戏记录
phone-change-room = 换房号
phone-seat-menu = 你的座位
phone-ok = 好，下一轮
phone-hint = 提示
phone-hint-title = 专家会这样走：
phone-own-dice = 你的骰子：

# A round's sheet waits for the people at the table (every game).
prompt-round-over = 第 { $round } 轮结束：按“好”（{ $key }）继续
round-over-ok = 好，下一轮（{ $key }）
key-enter = 回车
plain-prompt-choose = { $name }：请在下方选择要做的事
plain-prompt-thinking = { $name } 正在思考…
plain-prompt-dice = 骰子正在滚动…
plain-results-chart = 最终得分
plain-bar-back = ◀ 返回
plain-peek-button = 偷看（按住 P）
plain-peek-title = { $name }：其他人请把目光移开
prompt-on-phone = { $name } 在自己的手机上选择
seat-on-phone = { $name } 用手机玩：只有那部手机能替这个座位行动。
bar-choices-show = 选项
bar-choices-hide = 收起选项
hint-on-phone = { $name } 在自己的手机上看提示。
hint-in-peek = 专家的提示准备好了：按住偷看（P）在只有你能看到的地方读它。
peek-hint-title = 专家会：
pause-take-back = 把 { $name } 的座位收回到电视
pause-take-back-ask = { $name } 在用手机玩。把这个座位收回到电视吗？手机会收到通知。
pause-take-back-yes = 收回
pause-take-back-no = 取消

# The rules' refusals as the player reads them (see en.ftl for the arguments).
rules-error-players = { $game }需要 { $least } 到 { $most } 名玩家，不能是 { $n } 名。
rules-error-starter = 座位 { $starter } 不能先手：座位是 0 到 { $last }。
rules-error-game-over = 游戏已结束：请开始新的一局。
rules-error-dice-first = 骰子还在掷出中：请等一下。
rules-error-no-throw = 现在没有在掷骰子。
rules-error-dice-count = 这里掷 { $want } 颗骰子，不是 { $got } 颗。
rules-error-die-value = 骰子点数为 1 到 6，没有 { $value }。
